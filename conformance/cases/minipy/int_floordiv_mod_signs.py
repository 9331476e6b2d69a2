for a in (7, -7, 0, 13, -13):
    for b in (3, -3, 5, -5):
        print(a, b, a // b, a % b, divmod(a, b))
big = 10 ** 25 + 7
print(big // 3, big % 3, -big // 3, -big % 3, big // -7, big % -7)
