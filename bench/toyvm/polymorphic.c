/* polymorphic: the C equivalent of polymorphic.tlc. A linked list holds a
 * Square, a Rectangle and a Triangle; an inner loop walks it calling each
 * object's area method through its class (a function pointer in a class
 * record, as SEND finds the method) and adds the areas; the outer loop
 * repeats the walk n times and the total, 25*n, is printed. Arithmetic is
 * 64-bit and wraps (uint64_t); the triangle's division truncates toward
 * zero on the signed value, as toyvm's DIV does. Usage: polymorphic N */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Object Object;
typedef struct {
    const char *name;
    uint64_t (*area)(Object *self);
} Class;
struct Object {
    const Class *cls;
    uint64_t a, b; /* side; width, height; base, height */
};
typedef struct Cell {
    Object *car;
    struct Cell *cdr;
} Cell;

static uint64_t square_area(Object *s) { return s->a * s->a; }
static uint64_t rectangle_area(Object *r) { return r->a * r->b; }
static uint64_t triangle_area(Object *t) { return (uint64_t)((int64_t)(t->a * t->b) / 2); }

static const Class square = {"Square", square_area};
static const Class rectangle = {"Rectangle", rectangle_area};
static const Class triangle = {"Triangle", triangle_area};

static Object *new_object(const Class *cls, uint64_t a, uint64_t b) {
    Object *o = malloc(sizeof *o);
    o->cls = cls;
    o->a = a;
    o->b = b;
    return o;
}

static Cell *cons(Object *car, Cell *cdr) {
    Cell *c = malloc(sizeof *c);
    c->car = car;
    c->cdr = cdr;
    return c;
}

int main(int argc, char **argv) {
    int64_t n = argc > 1 ? strtoll(argv[1], 0, 10) : 4;
    Cell *shapes = cons(new_object(&triangle, 4, 3), 0);
    shapes = cons(new_object(&rectangle, 2, 5), shapes);
    shapes = cons(new_object(&square, 3, 0), shapes);
    uint64_t total = 0;
    for (int64_t k = n; k != 0; k--)
        for (Cell *l = shapes; l != 0; l = l->cdr)
            total += l->car->cls->area(l->car);
    printf("%lld\n", (long long)total);
    return 0;
}
