import string, operator
for n in ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits", "octdigits", "punctuation", "printable", "whitespace"]:
    print(n, repr(getattr(string, n)))
print(string.capwords("  hello   world  "), string.capwords("a-b c", "-"))
t = string.Template("$who likes ${what} $$ and $who")
print(t.substitute(who="tim", what="kung pao"), t.safe_substitute(who="x"), t.get_identifiers(), t.is_valid())
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError", e)
try:
    string.Template("cost: $1").substitute()
except ValueError as e:
    print("ValueError", e)
print(string.Formatter().format("{0} {x:>4} {y[1]}", 1, x=2, y=[3, 4]))
items = [("b", 2, 9), ("a", 3, 1), ("c", 1, 5)]
print(sorted(items, key=operator.itemgetter(1)), sorted(items, key=operator.itemgetter(2, 0)))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])), operator.add("a", "b"), operator.neg(3), operator.not_(0), operator.truth([]))
print(operator.itemgetter(1), operator.attrgetter("real", "imag")(3), operator.methodcaller("split", ",")("a,b"))
print(operator.contains([1, 2], 2), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.getitem({"k": 5}, "k"))
x = [1]; operator.iadd(x, [2]); print(x, operator.lt(1, 2), operator.is_(None, None), operator.index(7), operator.length_hint(iter([1, 2, 3])))
class P:
    def __init__(self):
        self.child = type("C", (), {"name": "leaf"})()
print(operator.attrgetter("child.name")(P()), operator.pow(2, 10), operator.floordiv(7, 2), operator.mod(-7, 3), operator.xor(5, 3))
