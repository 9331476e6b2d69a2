print(sum([1, 2, 3]), sum([], 10), sum([0.1] * 10), sum([[1], [2]], []), sum(range(1, 101)), sum([1.5, 2], start=1))
print(abs(-5), abs(3.5), abs(-0.0), abs(True), abs(-10**30))
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(10**20, 7), pow(3, 4), pow(2, -2), pow(7, 2, 5))
print(round(3.14159, 2), round(2.5), round(-2.5), round(3.5), round(1234.5678, -2), round(17))
