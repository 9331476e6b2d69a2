A multiply loop whose body steps left of cell 0 must fail at the first such command
+[<+>-]
