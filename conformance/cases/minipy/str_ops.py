print("ab" + "cd", "ab" * 3, 3 * "-", "" * 5, "x" * 0, "x" * -1)
print("abc" < "abd", "abc" < "ab", "B" < "a", "é" > "z", "abc" == "abc", "a" != "b", max("apple", "banana", "cherry"))
print("ell" in "hello", "" in "x", "z" not in "abc", len("日本語"), len(""), ord("A"), ord("€"), chr(8364), chr(0x1F600))
print(list("abc"), sorted("banana"), "hello".count("l"), str(123) + "4")
s = "x"
s += "y"
s *= 2
print(s)
