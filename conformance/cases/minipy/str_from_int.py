# str() of ints, through map(str, ...) and directly: the sign, the immediate
# range ends and beyond it, and strs made so hash and compare as others.
print(list(map(str, [0, 5, 9, 10, -1, -10, 123456789, 2**47-1, -2**47, 2**48, 2**70, 1.5, True, None, "x"])))
print(str(-140737488355328), str(140737488355327), "".join(map(str, range(-3, 12))))
class S(str): pass
print(list(map(S, [1, 2])), type(list(map(S, [12]))[0]).__name__, str(7) + str(77), hash(str(123)) == hash("123"), str(99) == "99", {str(42): 1}["42"])
