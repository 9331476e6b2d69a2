s = "one\ntwo\r\nthree\rfour\x0bfive\x0csix\u2028seven\n\n"
print(s.splitlines())
print(s.splitlines(True))
print("".splitlines(), "\n".splitlines(), "no newline".splitlines(), "a\n".split("\n"))
