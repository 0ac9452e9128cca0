print("cartlua")
