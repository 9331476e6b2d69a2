/* factorial: the C equivalent of factorial.tlc. Arguments: n, rounds.
 * Each round computes n! by a loop that multiplies (i = n down to 1) and
 * adds it to a total kept below 2^46; the total is printed. Arithmetic is
 * 64-bit and wraps (uint64_t), as toyvm's is. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int64_t n = argc > 1 ? strtoll(argv[1], 0, 10) : 10;
    int64_t rounds = argc > 2 ? strtoll(argv[2], 0, 10) : 1;
    const uint64_t limit = (uint64_t)1 << 46;
    uint64_t total = 0;
    for (int64_t r = rounds; r != 0; r--) {
        uint64_t acc = 1;
        for (int64_t i = n; i != 0; i--)
            acc *= (uint64_t)i;
        total += acc;
        if ((int64_t)total >= (int64_t)limit)
            total -= limit;
    }
    printf("%lld\n", (long long)total);
    return 0;
}
