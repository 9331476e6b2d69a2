# Equality and hashing of list[int] (types.GenericAlias) and int | str
# (types.UnionType): a union equals another with its members in any order.
print(list[int] == list[int], hash(list[int]) == hash(list[int]), {list[int]: 1}[list[int]])
print(int | str == str | int, hash(int | str) == hash(str | int), (int | str) == (int | str | int))
print((int | list[int]) == (list[int] | int), (int | str) != (int | str), (int | str) == int)
print({int | str: 1}[str | int], (int | None) == (None | int), (int | None) == (int | type(None)))
