s = "one two one two one"
print(s.replace("one", "1"), s.replace("one", "1", 2), s.replace("one", "1", 0), s.replace("two", ""))
print("abc".replace("", "-"), "abc".replace("", "-", 2), "aaa".replace("a", "aa"), "".replace("", "x"))
print("héllo wörld".replace("ö", "oe"), "日本日本".replace("日", "月", 1))
