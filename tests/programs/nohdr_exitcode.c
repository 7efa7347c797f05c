/* No system headers: returns a deliberate non-zero exit status (7) from main after doing a
   little work, so harnesses can check exit-code propagation. */
int printf(const char *, ...);

static int validate(const int *v, int n) {
    int errors = 0;
    for (int i = 0; i < n; i++)
        if (v[i] < 0 || v[i] > 100) errors++;
    return errors;
}

int main(void) {
    int data[] = { 5, 200, 17, -3, 99, 101, 100, 0, -1, 1000, 50, 42, 77, 12 };
    int e = validate(data, (int)(sizeof data / sizeof data[0]));
    printf("validation errors: %d\n", e);
    return e + 1;
}
