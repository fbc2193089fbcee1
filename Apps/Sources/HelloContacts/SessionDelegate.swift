import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cancels every authentication challenge — the credentials already went preemptively with the
/// request, so a challenge is the second refusal (and cancelling is the only way URLSession on
/// Linux ends such a request: it waits forever otherwise) — and follows redirects with the
/// `Location` resolved against the response's URL, keeping method, body and headers.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        var redirected = request
        if let location = response.value(forHTTPHeaderField: "Location"),
           let url = URL(string: location, relativeTo: response.url) {
            redirected.url = url.absoluteURL
        }
        if let original = task.originalRequest {
            redirected.httpMethod = original.httpMethod
            redirected.httpBody = original.httpBody
            for (name, value) in original.allHTTPHeaderFields ?? [:] where redirected.value(forHTTPHeaderField: name) == nil {
                redirected.setValue(value, forHTTPHeaderField: name)
            }
        }
        completionHandler(redirected)
    }
}
