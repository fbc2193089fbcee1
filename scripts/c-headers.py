"""Generates the self-contained C headers of Mosaic's system library modules (see scripts/c-headers).

For each module (CGTK, CPangoCairo, CGdkPixbuf) it preprocesses the real system headers with the
Swift toolchain's clang (include paths from pkg-config), parses the result with libclang, takes
the identifiers of every Swift file that imports the module (and of the module's shim.h), and
writes the smallest closure of declarations that declares them — copied verbatim from the
preprocessed headers, in their original order, so that each declaration is token for token what
the real headers give. Clang merges structurally identical declarations across modules, so a
Swift file may import both such a module and a full-header GTK module. Also writes the module
map, with a `link` line for every library whose functions the declarations name.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

import clang.cindex as ci

# Module → (pkg-config packages, headers to include, versions named in the header comment).
MODULES = {
    "CGTK": (["libadwaita-1"], ["adwaita.h", "gtk/gtk.h"], "GTK 4.8 and libadwaita 1.2"),
    "CPangoCairo": (["pangocairo", "cairo-pdf"], ["pango/pangocairo.h", "cairo.h", "cairo-pdf.h"],
                    "Pango 1.50 and cairo 1.16"),
    "CGdkPixbuf": (["gdk-pixbuf-2.0"], ["gdk-pixbuf/gdk-pixbuf.h"], "gdk-pixbuf 2.42"),
}

# Which shared library defines the functions of a header, by the header's path (first match).
LIBRARIES = [
    ("/libadwaita-1/", "adwaita-1"),
    ("/gtk-4.0/", "gtk-4"),
    ("/glib-2.0/gobject/", "gobject-2.0"),
    ("/glib-2.0/gio/", "gio-2.0"),
    ("/glib-2.0/", "glib-2.0"),
    ("/pango-1.0/pango/pangocairo", "pangocairo-1.0"),
    ("/pango-1.0/pango/pangoft2", "pangoft2-1.0"),
    ("/pango-1.0/", "pango-1.0"),
    ("/cairo/", "cairo"),
    ("/gdk-pixbuf-2.0/", "gdk_pixbuf-2.0"),
    ("/graphene-1.0/", "graphene-1.0"),
    ("/harfbuzz/", "harfbuzz"),
]

IDENTIFIER = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
LINE_MARKER = re.compile(r'^# (\d+) "([^"]*)"')


def run(args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def toolchain_lib():
    swift = os.path.realpath(run(["which", "swift"]).strip())
    return os.path.join(os.path.dirname(swift), "..", "lib")


def swift_identifiers(root, module):
    """Identifiers of every Swift file under Sources/ and Tests/ that imports `module`."""
    names, files = set(), []
    importer = re.compile(r"^\s*(@_exported |@_implementationOnly |(internal|package|public|private|fileprivate) )?import "
                          + module + r"\s*$", re.M)
    for path in sorted(glob.glob(os.path.join(root, "Sources/**/*.swift"), recursive=True)
                       + glob.glob(os.path.join(root, "Tests/**/*.swift"), recursive=True)):
        text = open(path, encoding="utf-8").read()
        if importer.search(text):
            files.append(os.path.relpath(path, root))
            names.update(IDENTIFIER.findall(text))
    return names, files


def shim_identifiers(shim_path):
    """Identifiers of the module's hand-written shim.h (its static inline helpers), minus comments."""
    if not os.path.exists(shim_path):
        return set()
    text = open(shim_path, encoding="utf-8").read()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'#include "[^"]*"', " ", text)
    return set(IDENTIFIER.findall(text))


class Preprocessed:
    """The preprocessed headers (with their #defines kept, -dD), parsed, indexed by name."""

    def __init__(self, packages, headers, include_dirs, workdir):
        source = os.path.join(workdir, "all.h")
        with open(source, "w") as out:
            out.writelines(f"#include <{h}>\n" for h in headers)
        self.path = os.path.join(workdir, "all.i")
        clang = os.path.join(toolchain_lib(), "..", "bin", "clang")
        run([clang, "-E", "-dD", "-x", "c", *[f"-I{d}" for d in include_dirs], source, "-o", self.path])
        self.data = open(self.path, "rb").read()
        self.origins = self._line_origins()
        self.library_dirs = [d for d in include_dirs if d not in ("/usr/include", "/usr/include/x86_64-linux-gnu")]
        tu = ci.Index.create().parse(self.path, args=["-x", "c"],
                                     options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
        errors = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
        if errors:
            sys.exit(f"c-headers: libclang could not parse the headers: {errors[0]}")
        self.cursors = list(tu.cursor.get_children())
        self.by_name = {}     # name → cursors (functions, typedefs, tags, variables, macros)
        self.constant_owner = {}  # enumerator name → the enum cursor
        for cursor in self.cursors:
            if cursor.location.file is None or cursor.location.file.name != self.path:
                continue
            kind = cursor.kind
            if kind == ci.CursorKind.MACRO_DEFINITION:
                if not cursor.spelling.startswith("__") and self.origin(cursor).startswith("/"):
                    self.by_name.setdefault(cursor.spelling, []).append(cursor)
                continue
            if kind in (ci.CursorKind.FUNCTION_DECL, ci.CursorKind.TYPEDEF_DECL, ci.CursorKind.VAR_DECL,
                        ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.ENUM_DECL):
                if cursor.spelling:
                    self.by_name.setdefault(cursor.spelling, []).append(cursor)
            if kind == ci.CursorKind.ENUM_DECL:
                for constant in cursor.get_children():
                    self.constant_owner[constant.spelling] = cursor

    def _line_origins(self):
        """For each line of the .i file, the header it came from (from the line markers)."""
        origins, current = [], "<built-in>"
        for line in self.data.decode("utf-8", "replace").split("\n"):
            match = LINE_MARKER.match(line)
            if match:
                current = match.group(2)
            origins.append(current)
        return origins

    def origin(self, cursor):
        return self.origins[cursor.extent.start.line - 1]

    def is_library(self, cursor):
        return any(self.origin(cursor).startswith(d + "/") for d in self.library_dirs)

    def text(self, start, end):
        return self.data[start:end].decode("utf-8")


def referenced_types(cursor):
    """The types a declaration's text names (result, parameters, fields, underlying type)."""
    kind = cursor.kind
    if kind in (ci.CursorKind.FUNCTION_DECL, ci.CursorKind.VAR_DECL):
        return [cursor.type]
    if kind == ci.CursorKind.TYPEDEF_DECL:
        return [cursor.underlying_typedef_type]
    types = []
    for child in cursor.get_children():
        try:
            child_kind = child.kind
        except ValueError:
            continue
        if child_kind == ci.CursorKind.FIELD_DECL:
            types.append(child.type)
        elif child_kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL):
            types.extend(referenced_types(child))
    return types


def type_declarations(t, seen):
    """Declarations (typedefs and tags) that type `t` names, walking pointers, arrays and functions."""
    found = []
    stack = [t]
    while stack:
        t = stack.pop()
        spelling = t.spelling
        if (t.kind.value, spelling) in seen:
            continue
        seen.add((t.kind.value, spelling))
        kind = t.kind
        if kind == ci.TypeKind.TYPEDEF:
            found.append(t.get_declaration())
        elif kind == ci.TypeKind.ELABORATED:
            stack.append(t.get_named_type())
        elif kind in (ci.TypeKind.RECORD, ci.TypeKind.ENUM):
            found.append(t.get_declaration())
        elif kind == ci.TypeKind.POINTER:
            stack.append(t.get_pointee())
        elif kind in (ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY):
            stack.append(t.element_type)
        elif kind == ci.TypeKind.FUNCTIONPROTO:
            stack.append(t.get_result())
            stack.extend(t.argument_types())
        elif kind == ci.TypeKind.FUNCTIONNOPROTO:
            stack.append(t.get_result())
    return found


class Closure:
    """The declarations needed for a set of root names, closed under what their text names."""

    def __init__(self, pre):
        self.pre = pre
        self.cursors = {}   # (start offset, end offset) → cursor
        self.macros = {}    # name → cursor
        self.functions = []
        self.type_seen = set()

    def add_name(self, name, roots_only_library=True):
        pre = self.pre
        if name in pre.constant_owner:
            self.add_cursor(pre.constant_owner[name])
        for cursor in pre.by_name.get(name, []):
            if roots_only_library and not pre.is_library(cursor):
                continue
            self.add_cursor(cursor)

    def add_cursor(self, cursor):
        key = (cursor.extent.start.offset, cursor.extent.end.offset)
        kind = cursor.kind
        if kind == ci.CursorKind.MACRO_DEFINITION:
            # Object-like macros only (Swift imports no function-like macro).
            if cursor.spelling in self.macros or _is_function_like(self.pre, cursor):
                return
            self.macros[cursor.spelling] = cursor
            for token in list(cursor.get_tokens())[1:]:
                if token.kind == ci.TokenKind.IDENTIFIER:
                    self.add_name(token.spelling, roots_only_library=False)
            return
        if key in self.cursors:
            return
        self.cursors[key] = cursor
        # The first declaration too (a typedef the headers repeat, G_DECLARE_* after gtktypes.h):
        # a use may come between the two.
        canonical = cursor.canonical
        if canonical is not None and canonical != cursor:
            self.add_cursor(canonical)
        if kind == ci.CursorKind.FUNCTION_DECL:
            self.functions.append(cursor)
        if kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.ENUM_DECL):
            # The definition, wherever it is (a typedef may name a tag declared only forward).
            definition = cursor.get_definition()
            if definition is not None and definition != cursor:
                self.add_cursor(definition)
        for t in referenced_types(cursor):
            for declaration in type_declarations(t, self.type_seen):
                if declaration is not None and declaration.kind != ci.CursorKind.NO_DECL_FOUND:
                    self.add_cursor(declaration)
        if kind == ci.CursorKind.TYPEDEF_DECL:
            # `typedef struct _X X;`: the tag's definition too, so Swift imports X as a struct
            # (as the real headers do), not as an opaque pointer.
            for declaration in type_declarations(cursor.underlying_typedef_type, set()):
                if declaration is not None and declaration.kind != ci.CursorKind.NO_DECL_FOUND:
                    self.add_cursor(declaration)

    def ranges(self):
        """Source ranges to copy, in file order, each extended to its ';' and not nested."""
        data = self.pre.data
        spans = []
        for (start, end), cursor in self.cursors.items():
            if cursor.location.file is None or cursor.location.file.name != self.pre.path:
                continue
            spans.append([start, end])
        spans.sort()
        merged = []
        for start, end in spans:
            if merged and start < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        result = []
        for start, end in merged:
            # Through the terminating ';' at bracket depth 0 (trailing attributes included).
            depth, i = 0, end
            while i < len(data):
                c = data[i:i + 1]
                if c in (b"(", b"{", b"["):
                    depth += 1
                elif c in (b")", b"}", b"]"):
                    depth -= 1
                elif c == b";" and depth == 0:
                    break
                i += 1
            # Leading `extern` and attributes before the declaration's extent: back to the end of
            # the previous declaration (';', '}' or a directive line).
            j = start
            while j > 0 and data[j - 1:j] not in (b";", b"}", b"\n"):
                j -= 1
            prefix = data[j:start].decode("utf-8")
            if prefix.strip() and not re.fullmatch(r"[\s\w()\",]*", prefix):
                j = start
            result.append((j, i + 1))
        return result

    def libraries(self):
        libs = []
        for cursor in self.functions + [c for c in self.cursors.values() if c.kind == ci.CursorKind.VAR_DECL]:
            origin = self.pre.origin(cursor)
            for marker, lib in LIBRARIES:
                if marker in origin:
                    if lib not in libs:
                        libs.append(lib)
                    break
        return sorted(libs)


def render(module, closure, versions, files, packages):
    pre = closure.pre
    lines = [
        f"// {module}: declarations of {versions}, generated by scripts/c-headers — do not edit.",
        "// Generated on Debian 12 (x86_64) from the system headers (pkg-config: "
        + ", ".join(packages) + "): exactly what",
        "// the Swift files that import this module name, and every declaration those need, copied",
        "// verbatim from the preprocessed headers so Swift sees the same types as with the real headers",
        "// (structs with their real layouts, opaque structs as OpaquePointer, the same enum imports) and",
        "// clang merges them with a full-header GTK module imported in the same file.",
        "// LP64 assumptions: glibconfig.h's sizes for x86_64/aarch64 Linux (gsize, gssize and GType are",
        "// 64-bit `unsigned long`/`long`, gint is 32-bit); the ABI of these libraries is stable.",
        "// Regenerate when Swift code uses a new symbol: scripts/c-headers",
        f"// Symbols: the identifiers of every Swift file under Sources/ and Tests/ that imports {module}",
        "// (and of shim.h's helpers) that the headers declare.",
        f"#ifndef MOSAIC_{module.upper()}_DECLARATIONS_H",
        f"#define MOSAIC_{module.upper()}_DECLARATIONS_H",
        "",
    ]
    for start, end in closure.ranges():
        text = pre.text(start, end)
        text = "\n".join(line for line in text.split("\n") if not line.startswith("#"))
        text = re.sub(r"\n\s*\n+", "\n", text).strip()
        text = re.sub(r"^extern\s*\n", "extern ", text)
        lines.append(text)
    if closure.macros:
        lines.append("")
        for name in sorted(closure.macros):
            cursor = closure.macros[name]
            tokens = [t.spelling for t in cursor.get_tokens()]
            lines.append("#define " + " ".join(tokens))
    lines += ["", f"#endif // MOSAIC_{module.upper()}_DECLARATIONS_H", ""]
    return "\n".join(lines)


def _is_function_like(pre, cursor):
    """`#define F(x) …` (no space before the parenthesis), not `#define X (1)`."""
    start = cursor.extent.start.offset + len(cursor.spelling)
    return pre.data[start:start + 1] == b"("


def modulemap(module, libraries):
    lines = [f"// Generated by scripts/c-headers: the libraries whose functions {module}'s declarations name.",
             f"module {module} [system] {{", '    header "shim.h"']
    lines += [f'    link "{lib}"' for lib in libraries]
    lines += ["    export *", "}", ""]
    return "\n".join(lines)


def generate(root, module, workdir):
    packages, headers, versions = MODULES[module]
    flags = run(["pkg-config", "--cflags-only-I", *packages]).split()
    include_dirs = [f[2:] for f in flags if f.startswith("-I")]
    pre = Preprocessed(packages, headers, include_dirs, workdir)
    names, files = swift_identifiers(root, module)
    closure = Closure(pre)
    for name in sorted(names):
        closure.add_name(name)
    # The helpers are C: every identifier they use is declared, from the C library too (NULL).
    for name in sorted(shim_identifiers(os.path.join(root, "Sources", module, "shim.h"))):
        closure.add_name(name, roots_only_library=False)
    return {
        os.path.join("Sources", module, "declarations.h"): render(module, closure, versions, files, packages),
        os.path.join("Sources", module, "module.modulemap"): modulemap(module, closure.libraries()),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", required=True)
    parser.add_argument("--check", action="store_true", help="fail if a committed file differs")
    parser.add_argument("modules", nargs="*", default=sorted(MODULES))
    args = parser.parse_args()
    ci.Config.set_library_file(os.path.join(toolchain_lib(), "libclang.so"))
    stale = []
    for module in args.modules:
        with tempfile.TemporaryDirectory() as workdir:
            outputs = generate(args.root, module, workdir)
        for relative, text in outputs.items():
            path = os.path.join(args.root, relative)
            current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if current == text:
                continue
            if args.check:
                stale.append(relative)
            else:
                with open(path, "w", encoding="utf-8") as out:
                    out.write(text)
                print(f"c-headers: wrote {relative}")
        if not args.check:
            # The header must stand alone: compile it with the toolchain's clang (no -I at all).
            clang = os.path.join(toolchain_lib(), "..", "bin", "clang")
            shim = os.path.join(args.root, "Sources", module, "shim.h")
            result = subprocess.run([clang, "-fsyntax-only", "-x", "c", shim], capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(f"c-headers: {shim} does not compile on its own:\n{result.stderr}")
    if stale:
        sys.exit("c-headers: out of date (run scripts/c-headers): " + ", ".join(stale))


if __name__ == "__main__":
    main()
