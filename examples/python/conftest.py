# The keyboardd_bench fixture and the keyboardd marker, for the tests beside this file.
pytest_plugins = ["keyboardd_testing"]
