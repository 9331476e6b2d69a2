for s in ("plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "new\nline", "back\\slash", "\x00\x07\x1b\x7f",
          "é日本", "\u200b\u2028", "\U0001F600", "\r"):
    print(repr(s))
print(repr("a" * 3), ascii("é日😀"), str("x"), [repr("q")])
