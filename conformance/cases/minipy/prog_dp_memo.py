def lcs(a, b):
    memo = {}
    def go(i, j):
        if i == len(a) or j == len(b):
            return ""
        if (i, j) not in memo:
            if a[i] == b[j]:
                memo[(i, j)] = a[i] + go(i + 1, j + 1)
            else:
                x, y = go(i + 1, j), go(i, j + 1)
                memo[(i, j)] = x if len(x) >= len(y) else y
        return memo[(i, j)]
    return go(0, 0)
print(lcs("AGGTAB", "GXTXAYB"), lcs("abcdef", "acf"), repr(lcs("abc", "xyz")))
def coin_change(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for v in range(c, amount + 1):
            ways[v] += ways[v - c]
    return ways[amount]
print(coin_change([1, 2, 5], 11), coin_change([2, 5, 3, 6], 10), coin_change([1, 5, 10, 25, 50], 300))
