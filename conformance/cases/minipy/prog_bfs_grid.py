from collections import deque
grid = ["S.#.....",
        ".##.###.",
        "....#...",
        ".##...#E"]
h, w = len(grid), len(grid[0])
start = next((r, c) for r in range(h) for c in range(w) if grid[r][c] == "S")
dist = {start: 0}
q = deque([start])
while q:
    r, c = q.popleft()
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] != "#" and (nr, nc) not in dist:
            dist[(nr, nc)] = dist[(r, c)] + 1
            q.append((nr, nc))
end = next((r, c) for r in range(h) for c in range(w) if grid[r][c] == "E")
print("shortest path:", dist[end], "reachable:", len(dist))
