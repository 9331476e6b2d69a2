Prints Hello World! and a newline

Cell 0 counts eight rounds; each round adds to cells 1 to 4 the
multiples 4 2 3 3 1 of eight (with cell 5 used to walk back)
++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]
>>.            H
>---.          e
+++++++..+++.  llo
>>.            space
<-.<.          W o
+++.------.--------.   r l d
>>+.>++.       ! and newline
