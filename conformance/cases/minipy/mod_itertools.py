from itertools import count, chain, permutations, product, combinations, islice
print(list(islice(count(), 5)), list(islice(count(1, 3), 4)), list(chain("ab", [1, 2], ())))
print(list(permutations("abc")), len(list(permutations(range(5), 3))), list(permutations([1, 2], 2)))
print(list(product("ab", repeat=2)), list(product([1, 2], "xy")), list(product()))
print(list(combinations("abcd", 2)), list(combinations(range(4), 3)), list(combinations([], 0)))
print(list(islice("abcdefgh", 2, None, 3)), list(islice(range(10), 3)))
