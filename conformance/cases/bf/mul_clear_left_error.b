A multiply loop with a clear whose body steps left of cell 0 fails at the exact command that does
+[->+<<[-]>]
