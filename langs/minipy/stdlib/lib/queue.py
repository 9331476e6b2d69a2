"""Queues: first in first out (Queue), last in first out (LifoQueue),
smallest first (PriorityQueue) and unbounded FIFO (SimpleQueue).

minipy runs one thread, so nothing else can put or get while a call
waits: a put on a full queue or a get on an empty one that may block
waits out its timeout and raises Full or Empty, and without a timeout
waits for ever, as the same call in a lone CPython thread does.
"""

import heapq
import time
from collections import deque

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]


class Empty(Exception):
    "Raised by get(block=False) and get_nowait() on an empty queue."


class Full(Exception):
    "Raised by put(block=False) and put_nowait() on a full queue."


def _wait(block, timeout, error):
    """Wait as a blocked call would, alone: then raise error."""
    if not block:
        raise error
    if timeout is None:
        while True:
            time.sleep(3600)
    if timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")
    time.sleep(timeout)
    raise error


class Queue:
    """A FIFO queue of at most maxsize items (no bound when maxsize <= 0)."""

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self.unfinished_tasks = 0
        self._init(maxsize)

    # The storage, which the subclasses change.
    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.full():
            _wait(block, timeout, Full)
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not self._qsize():
            _wait(block, timeout, Empty)
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def task_done(self):
        if self.unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks -= 1

    def join(self):
        if self.unfinished_tasks:
            _wait(True, None, None)

    __class_getitem__ = classmethod(lambda cls, item: cls)


class PriorityQueue(Queue):
    """A queue whose get returns its smallest item (a heap)."""

    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        heapq.heappush(self.queue, item)

    def _get(self):
        return heapq.heappop(self.queue)


class LifoQueue(Queue):
    """A queue whose get returns the item put last (a stack)."""

    def _init(self, maxsize):
        self.queue = []

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    """An unbounded FIFO queue without task tracking."""

    def __init__(self):
        self._items = deque()

    def put(self, item, block=True, timeout=None):
        self._items.append(item)

    def put_nowait(self, item):
        self.put(item, block=False)

    def get(self, block=True, timeout=None):
        if not self._items:
            _wait(block, timeout, Empty)
        return self._items.popleft()

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._items

    def qsize(self):
        return len(self._items)

    __class_getitem__ = classmethod(lambda cls, item: cls)
