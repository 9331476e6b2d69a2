def primes_upto(n):
    sieve = [True] * (n + 1)
    sieve[0] = sieve[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(sieve) if p]
ps = primes_upto(200)
print(len(ps), ps[:10], ps[-3:], sum(ps))
