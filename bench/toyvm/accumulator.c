/* accumulator: the C equivalent of accumulator.tlc. Arguments: n, rounds.
 * Each round makes a Counter object whose add method does count += k,
 * sends it add(i) for i = n down to 1, and adds its count, n*(n+1)/2, to
 * a total kept below 2^46. Integers are 64-bit and wrap (uint64_t
 * arithmetic), as toyvm's do. The method is called through the object's
 * class (a function pointer in a class record), as SEND finds it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Counter Counter;
typedef struct {
    const char *name;
    void (*add)(Counter *self, uint64_t k);
} Class;
struct Counter {
    const Class *cls;
    uint64_t count;
};

static void counter_add(Counter *self, uint64_t k) { self->count += k; }
static const Class counter_class = {"Counter", counter_add};

int main(int argc, char **argv) {
    uint64_t n = argc > 1 ? strtoull(argv[1], 0, 10) : 100;
    int64_t rounds = argc > 2 ? strtoll(argv[2], 0, 10) : 1;
    const uint64_t limit = (uint64_t)1 << 46;
    uint64_t total = 0;
    for (int64_t r = rounds; r != 0; r--) {
        Counter *c = malloc(sizeof *c);
        c->cls = &counter_class;
        c->count = 0;
        for (uint64_t i = n; i != 0; i--)
            c->cls->add(c, i);
        total += c->count;
        if ((int64_t)total >= (int64_t)limit)
            total -= limit;
        free(c);
    }
    printf("%lld\n", (long long)total);
    return 0;
}
