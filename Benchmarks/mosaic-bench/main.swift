print("mosaic-bench: not yet")
