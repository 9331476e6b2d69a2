/* accumulator: the C equivalent of accumulator.tlc. A Counter object
 * whose add method does count += k is sent add(i) for i = n down to 1;
 * the count, n*(n+1)/2, is printed. Integers are 64-bit and wrap
 * (uint64_t arithmetic), as toyvm's do. The method is called through the
 * object's class (a function pointer in a class record), as SEND finds it.
 * Usage: accumulator N */
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
    Counter *c = malloc(sizeof *c);
    c->cls = &counter_class;
    c->count = 0;
    for (uint64_t i = n; i != 0; i--)
        c->cls->add(c, i);
    printf("%lld\n", (long long)c->count);
    free(c);
    return 0;
}
