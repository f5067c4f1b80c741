print("keyboardd")
