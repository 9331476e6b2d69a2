# Loops on ints that the JIT compiles (ranges, while, + - * // %, unary
# minus, comparisons, branches on bools, None and ints), and the cases
# where compiled code must leave them: an int that outgrows 48 bits, a
# division by zero, a local deleted, a range iterator used after the
# loop, the same iterator in two loops, ranges too big to carry.


def divmods(n):
    s = 0
    for i in range(-n, n):
        s += i // 7 + i % 7 + i // -3 + i % -3 + (i * 5) // 2 - (i * 5) % -4
        s += -i // 11 - (-i) % 13
    return s


def grows(n):
    x = 1
    for i in range(n):
        x = x * 3 + i
    return x


def adds_past_48_bits():
    x = 2**46
    for i in range(3000):
        x = x + 2**40
    y = -(2**47)
    for i in range(3):
        y = -y
    return x, y


def negates(n):
    s = 0
    for i in range(n):
        s = -s + i
    return s


def steps():
    s = 0
    for i in range(3000, 0, -3):
        s += i
    for i in range(0, 3000, 7):
        s -= i
    for i in range(5, 5):
        s += 1000
    for i in range(-1, -3000, -1):
        s += i % 10
    return s


def aliased():
    it = iter(range(3000))
    seen = 0
    for x in it:
        if x == 2000:
            break
        seen += x
    rest = 0
    for x in it:
        rest += x
    return seen, rest


def same_iterator_twice():
    it = iter(range(3000))
    total = 0
    for x in it:
        for y in it:
            total += x * y % 1000
            if y % 97 == 0:
                break
    return total


def collatz(limit):
    best = 0
    start = 0
    for n in range(1, limit):
        x = n
        k = 0
        while x != 1:
            if x % 2 == 0:
                x //= 2
            else:
                x = 3 * x + 1
            k += 1
        if k > best:
            best, start = k, n
    return start, best


def deletes(n):
    s = 0
    for i in range(n):
        if i == n - 1:
            del s
        else:
            s += i
    try:
        return s
    except UnboundLocalError as e:
        return str(e)


def divides_by_zero(n):
    s = 0
    try:
        for i in range(n):
            s += 100000 // (n - 1 - i) + i % (n - 1 - i)
    except ZeroDivisionError as e:
        return s, str(e)


def truths(n):
    c = 0
    for i in range(n):
        even = i % 2 == 0
        if even:
            c += 1
        if i is None:
            c -= 100
        v = None if i % 5 else i
        if v:
            c += 2
        if i is not v and not even:
            c += 3
    return c


def big_range():
    s = 0
    for i in range(2**50, 2**50 + 3000, 7):
        s += i % 1000
    return s


def while_counts(n):
    i = 0
    total = 0
    while i < n:
        j = i
        while j > 0:
            total += j & 7 | 1
            j = j // 3
        i += 1
    return total


print(divmods(3000))
print(grows(100))
print(adds_past_48_bits())
print(negates(3001))
print(steps())
print(aliased())
print(same_iterator_twice())
print(collatz(3000))
print(deletes(3000))
print(divides_by_zero(3000))
print(truths(3000))
print(big_range())
print(while_counts(3000))
