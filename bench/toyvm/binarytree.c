/* binarytree: the C equivalent of binarytree.tlc. Arguments: depth d,
 * rounds. Each round builds a complete binary tree of depth d out of cons
 * cells with recursive calls (nil for depth 0), counts its cells with
 * recursive calls and adds the count to a total, which is printed. Cells
 * come from a bump allocator that is reset after each round, the nearest C
 * equivalent of toyvm's heap (bump allocation, a copying collector that
 * finds each round's tree dead). Usage: binarytree D ROUNDS */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Cell {
    struct Cell *car, *cdr;
} Cell;

static Cell *arena, *top;

static Cell *make(int64_t d) {
    if (d == 0)
        return 0;
    Cell *left = make(d - 1);
    Cell *right = make(d - 1);
    Cell *c = top++;
    c->car = left;
    c->cdr = right;
    return c;
}

static uint64_t count(Cell *t) {
    if (t == 0)
        return 0;
    return count(t->car) + count(t->cdr) + 1;
}

int main(int argc, char **argv) {
    int64_t d = argc > 1 ? strtoll(argv[1], 0, 10) : 4;
    int64_t rounds = argc > 2 ? strtoll(argv[2], 0, 10) : 1;
    if (d < 0 || d > 40) {
        fprintf(stderr, "binarytree: depth %lld out of range\n", (long long)d);
        return 2;
    }
    arena = malloc(sizeof(Cell) << d);
    if (arena == 0) {
        fprintf(stderr, "binarytree: out of memory\n");
        return 1;
    }
    uint64_t total = 0;
    for (int64_t r = rounds; r != 0; r--) {
        top = arena;
        total += count(make(d));
    }
    printf("%lld\n", (long long)total);
    free(arena);
    return 0;
}
