def bubble(a):
    a = a[:]
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
    return a
def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    while left and right:
        out.append((left if left[0] <= right[0] else right).pop(0))
    return out + left + right
def quick(a):
    if len(a) <= 1:
        return a
    p, *rest = a
    return quick([x for x in rest if x < p]) + [p] + quick([x for x in rest if x >= p])
data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
print(bubble(data), merge_sort(data) == sorted(data), quick(data) == sorted(data), data)
