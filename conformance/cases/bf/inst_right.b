ten increments then move right and print the fresh cell
++++++++++>.
