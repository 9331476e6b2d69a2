A multiply loop with a nested multiply loop and clears (the shape of the innermost loop of long) adds to one cell and clears the others
>>>+++>+++++<<<+++++[<+++++++++++++>->>+++[->++<]>[-]<<<]<.>>>++++++++++++++++++++++++++++++++++++++++++++++++.>++++++++++++++++++++++++++++++++++++++++++++++++.
