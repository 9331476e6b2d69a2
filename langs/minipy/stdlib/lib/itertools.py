# itertools for minipy, after the pure-Python equivalents in CPython's
# documentation (same results, same order).


def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step


def cycle(iterable):
    saved = []
    for element in iterable:
        yield element
        saved.append(element)
    while saved:
        for element in saved:
            yield element


def repeat(obj, times=None):
    if times is None:
        while True:
            yield obj
    else:
        for i in range(times):
            yield obj


def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for element in it:
        total = total + element if func is None else func(total, element)
        yield total


class chain:
    def __init__(self, *iterables):
        self._it = chain._gen(iterables)

    @staticmethod
    def _gen(iterables):
        for it in iterables:
            for element in it:
                yield element

    @classmethod
    def from_iterable(cls, iterables):
        c = cls()
        c._it = chain._gen(iterables)
        return c

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)


def compress(data, selectors):
    return (d for d, s in zip(data, selectors) if s)


def dropwhile(predicate, iterable):
    iterable = iter(iterable)
    for x in iterable:
        if not predicate(x):
            yield x
            break
    for x in iterable:
        yield x


def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x


def islice(iterable, *args):
    s = slice(*args)
    start, stop, step = s.start or 0, s.stop, s.step or 1
    if start < 0 or (stop is not None and stop < 0) or step <= 0:
        raise ValueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    it = iter(iterable)
    i = 0
    nexti = start
    for element in it:
        if stop is not None and i >= stop:
            return
        if i == nexti:
            yield element
            nexti += step
        i += 1


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def tee(iterable, n=2):
    it = iter(iterable)
    buffers = [[] for i in range(n)]

    def gen(mine):
        while True:
            if not mine:
                try:
                    v = next(it)
                except StopIteration:
                    return
                for b in buffers:
                    b.append(v)
            yield mine.pop(0)
    return tuple(gen(b) for b in buffers)


def zip_longest(*args, fillvalue=None):
    iterators = [iter(it) for it in args]
    num_active = len(iterators)
    if not num_active:
        return
    while True:
        values = []
        for i, it in enumerate(iterators):
            try:
                value = next(it)
            except StopIteration:
                num_active -= 1
                if not num_active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)


def product(*args, repeat=1):
    pools = [tuple(pool) for pool in args] * repeat
    result = [[]]
    for pool in pools:
        result = [x + [y] for x in result for y in pool]
    for prod in result:
        yield tuple(prod)


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


def groupby(iterable, key=None):
    keyfunc = (lambda x: x) if key is None else key
    it = iter(iterable)
    exhausted = False
    try:
        curr_value = next(it)
    except StopIteration:
        return
    curr_key = keyfunc(curr_value)
    state = [curr_value, curr_key, False]

    def grouper(tgtkey):
        while True:
            yield state[0]
            try:
                state[0] = next(it)
            except StopIteration:
                state[2] = True
                return
            state[1] = keyfunc(state[0])
            if state[1] != tgtkey:
                return

    while not state[2]:
        tgt = state[1]
        yield (tgt, grouper(tgt))
        while not state[2] and state[1] == tgt:
            try:
                state[0] = next(it)
            except StopIteration:
                state[2] = True
                break
            state[1] = keyfunc(state[0])


def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield (a, b)
        a = b
