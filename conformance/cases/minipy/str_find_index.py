s = "the quick brown fox jumps over the lazy dog"
print(s.find("the"), s.find("the", 1), s.rfind("the"), s.find("cat"), s.find("o", 13, 20), s.rfind("o", 0, 20))
print(s.index("fox"), s.rindex("o"), s.find(""), s.rfind(""), s.find("", 100), s.find("dog", -3))
print(s.count("o"), s.count("the"), s.count(""), "aaaa".count("aa"), s.count("o", 20), s.count("o", -5, -1))
print(s.startswith("the"), s.startswith("quick", 4), s.endswith("dog"), s.endswith("lazy", 0, -4))
print(s.startswith(("a", "t")), s.endswith(("cat", "dog")), "".startswith(""), "abc".startswith("", 4))
for f in (s.index, s.rindex):
    try:
        f("cat")
    except ValueError as e:
        print("ValueError:", e)
