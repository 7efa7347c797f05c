/* No system headers: dense switches (jump tables), sparse switches, switch on enums and
   characters, fallthrough, and a switch-driven tokenizer. */
int printf(const char *, ...);

enum Color { RED, GREEN, BLUE, CYAN, MAGENTA, YELLOW, BLACK, WHITE };

static unsigned rgb(enum Color c) {
    switch (c) {
    case RED: return 0xff0000; case GREEN: return 0x00ff00; case BLUE: return 0x0000ff;
    case CYAN: return 0x00ffff; case MAGENTA: return 0xff00ff; case YELLOW: return 0xffff00;
    case BLACK: return 0; case WHITE: return 0xffffff;
    }
    return 0xdead;
}

static int sparse(unsigned long long k) {
    switch (k) {
    case 1: return 10;
    case 10: return 20;
    case 100: return 30;
    case 1000: return 40;
    case 10000: return 50;
    case 100000: return 60;
    case 1000000: return 70;
    case 10000000000ull: return 80;
    case 0xffffffffffffffffull: return 90;
    default: return -1;
    }
}

static int days_in_month(int m, int leap) {
    switch (m) {
    case 2: return leap ? 29 : 28;
    case 4: case 6: case 9: case 11: return 30;
    default: return 31;
    }
}

static int duff_sum(const int *p, int n) {
    int s = 0, rounds = (n + 3) / 4;
    if (n <= 0) return 0;
    switch (n % 4) {
    case 0: do { s += *p++; /* fallthrough */
    case 3: s += *p++; /* fallthrough */
    case 2: s += *p++; /* fallthrough */
    case 1: s += *p++;
            } while (--rounds > 0);
    }
    return s;
}

static int tokenize(const char *s) {
    int idents = 0, numbers = 0, ops = 0, other = 0;
    for (; *s; s++) {
        switch (*s) {
        case 'a' ... 'z': case 'A' ... 'Z': case '_': idents++; while ((s[1] >= 'a' && s[1] <= 'z') || s[1] == '_') s++; break;
        case '0' ... '9': numbers++; while (s[1] >= '0' && s[1] <= '9') s++; break;
        case '+': case '-': case '*': case '/': case '=': ops++; break;
        case ' ': case '\t': break;
        default: other++;
        }
    }
    return idents * 1000000 + numbers * 10000 + ops * 100 + other;
}

int main(void) {
    unsigned h = 0;
    for (int c = RED; c <= WHITE; c++) h = h * 7 + rgb((enum Color)c);
    printf("rgb hash %u\n", h);
    unsigned long long keys[] = { 0, 1, 10, 11, 100, 1000, 10000, 100000, 1000000, 10000000000ull, 0xffffffffffffffffull };
    for (int i = 0; i < 11; i++) printf("sparse(%llu) = %d\n", keys[i], sparse(keys[i]));
    int total = 0;
    for (int y = 1999; y <= 2004; y++) {
        int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        for (int m = 1; m <= 12; m++) total += days_in_month(m, leap);
    }
    printf("days 1999-2004 = %d\n", total);
    int arr[23];
    for (int i = 0; i < 23; i++) arr[i] = i * i;
    for (int n = 0; n <= 23; n += 5) printf("duff(%d) = %d\n", n, duff_sum(arr, n));
    printf("tokens = %d\n", tokenize("x1 = foo_bar + 42 * (y - 7) / z; # done 99"));
    return 0;
}
