print(min(3, 1, 2), max([4, 9, 2]), min("hello"), max("abc", "abd"), min([3, 1], [2, 9]))
print(max(["apple", "fig", "banana"], key=len), min([(1, "b"), (1, "a")]), max([], default="empty"), min((), default=None))
print(max(1, 2.5, 2), min(-0.0, 0.0), max([1, 5, 5, 2], key=lambda v: -v), max({"a": 3, "b": 1}, key=lambda k: k))
for args in ((), ([],)):
    try:
        max(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
