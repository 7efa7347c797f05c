// An inline function in a comdat: its __patchable_function_entries record joins the group.
inline int twice(int x) { return 2 * x; }
int use(int x) { return twice(x) + 1; }
