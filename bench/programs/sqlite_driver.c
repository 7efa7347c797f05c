/* sqlite_driver: a deterministic SQL workload on an in-memory SQLite database, linked
 * with the sqlite3 amalgamation (fetched at bench time, never committed; see
 * bench/README.md). It measures how well a code generator handles a large, branchy,
 * real-world C code base: the bytecode VM, the B-tree, the parser and the planner.
 *
 * Workload: create three tables (customers, products, orders), insert rows through
 * prepared statements inside transactions, build indexes, then run indexed point
 * selects, range scans, a three-way join with grouping, aggregates and an UPDATE, and
 * print the results. Data come from a fixed xorshift generator, so the output is the
 * same everywhere; the final line is a checksum over all printed results, checked
 * against the expected value.
 *
 * bench-needs: sqlite3   (bench/codegen.sh also builds and links sqlite3.ll) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sqlite3.h"

#define CUSTOMERS 20000
#define PRODUCTS 2000
#define ORDERS 150000
#define POINT_QUERIES 60000

static sqlite3 *db;
static uint64_t checksum = 1469598103934665603ull;

static void mix(uint64_t v) { checksum = (checksum ^ v) * 1099511628211ull; }

static void mix_text(const unsigned char *s) {
    if (!s) {
        mix(0x5a5a);
        return;
    }
    for (; *s; s++)
        mix(*s);
}

static void die(const char *what) {
    fprintf(stderr, "sqlite_driver: %s: %s\n", what, sqlite3_errmsg(db));
    exit(2);
}

static void exec(const char *sql) {
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
        fprintf(stderr, "sqlite_driver: %s: %s\n", sql, err ? err : "?");
        sqlite3_free(err);
        exit(2);
    }
}

static sqlite3_stmt *prepare(const char *sql) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        die(sql);
    return st;
}

static uint32_t rng = 2463534242u;
static uint32_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static void make_name(char *buf, size_t size, const char *prefix, uint32_t r) {
    static const char *parts[] = {"al", "be", "cor", "dan", "el", "fi", "gor", "ha",
                                  "is", "jo", "ka", "lem", "mo", "nor", " op", "pra"};
    snprintf(buf, size, "%s%s%s%s", prefix, parts[r & 15], parts[(r >> 4) & 15], parts[(r >> 8) & 15]);
}

/* Runs a query and prints (and checksums) every row, columns separated by '|'. */
static void print_query(const char *title, const char *sql) {
    sqlite3_stmt *st = prepare(sql);
    printf("-- %s\n", title);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int n = sqlite3_column_count(st);
        for (int i = 0; i < n; i++) {
            const unsigned char *t = sqlite3_column_text(st, i);
            printf("%s%s", i ? "|" : "", t ? (const char *)t : "NULL");
            mix_text(t);
        }
        printf("\n");
    }
    if (rc != SQLITE_DONE)
        die(sql);
    sqlite3_finalize(st);
}

static void load(void) {
    char name[64];
    exec("CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT NOT NULL, city INTEGER, "
         "tier INTEGER)");
    exec("CREATE TABLE products(id INTEGER PRIMARY KEY, title TEXT NOT NULL, price_cents INTEGER, "
         "category INTEGER)");
    exec("CREATE TABLE orders(id INTEGER PRIMARY KEY, customer INTEGER, product INTEGER, "
         "quantity INTEGER, day INTEGER)");
    exec("BEGIN");
    sqlite3_stmt *st = prepare("INSERT INTO customers VALUES(?1, ?2, ?3, ?4)");
    for (int i = 1; i <= CUSTOMERS; i++) {
        uint32_t r = next();
        make_name(name, sizeof name, "c_", r);
        sqlite3_bind_int(st, 1, i);
        sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(st, 3, (int)(r >> 12) % 50);
        sqlite3_bind_int(st, 4, (int)(r >> 20) % 4);
        if (sqlite3_step(st) != SQLITE_DONE)
            die("insert customer");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    st = prepare("INSERT INTO products VALUES(?1, ?2, ?3, ?4)");
    for (int i = 1; i <= PRODUCTS; i++) {
        uint32_t r = next();
        make_name(name, sizeof name, "p_", r);
        sqlite3_bind_int(st, 1, i);
        sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(st, 3, 99 + (int)(r >> 8) % 50000);
        sqlite3_bind_int(st, 4, (int)(r >> 24) % 12);
        if (sqlite3_step(st) != SQLITE_DONE)
            die("insert product");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    st = prepare("INSERT INTO orders(customer, product, quantity, day) VALUES(?1, ?2, ?3, ?4)");
    for (int i = 1; i <= ORDERS; i++) {
        uint32_t r = next(), s = next();
        sqlite3_bind_int(st, 1, 1 + (int)(r % CUSTOMERS));
        /* Skewed product popularity: the low ids are ordered much more often. */
        sqlite3_bind_int(st, 2, 1 + (int)((s % PRODUCTS) * (s % PRODUCTS) / PRODUCTS));
        sqlite3_bind_int(st, 3, 1 + (int)(r >> 24) % 9);
        sqlite3_bind_int(st, 4, (int)(s >> 20) % 365);
        if (sqlite3_step(st) != SQLITE_DONE)
            die("insert order");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    exec("COMMIT");
    exec("CREATE INDEX orders_customer ON orders(customer)");
    exec("CREATE INDEX orders_product_day ON orders(product, day)");
    exec("CREATE INDEX customers_city ON customers(city, tier)");
}

static void point_queries(void) {
    sqlite3_stmt *st = prepare("SELECT count(*), coalesce(sum(o.quantity * p.price_cents), 0) "
                               "FROM orders o JOIN products p ON p.id = o.product "
                               "WHERE o.customer = ?1");
    uint64_t orders = 0, cents = 0;
    for (int i = 0; i < POINT_QUERIES; i++) {
        sqlite3_bind_int(st, 1, 1 + (int)(next() % CUSTOMERS));
        if (sqlite3_step(st) != SQLITE_ROW)
            die("point query");
        orders += (uint64_t)sqlite3_column_int64(st, 0);
        cents += (uint64_t)sqlite3_column_int64(st, 1);
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    printf("-- point queries: %d lookups, %llu orders, %llu cents\n", POINT_QUERIES,
           (unsigned long long)orders, (unsigned long long)cents);
    mix(orders);
    mix(cents);

    st = prepare("SELECT count(*), max(day) FROM orders WHERE product = ?1 AND day BETWEEN ?2 AND ?3");
    uint64_t hits = 0, days = 0;
    for (int i = 0; i < POINT_QUERIES; i++) {
        int lo = (int)(next() % 300);
        sqlite3_bind_int(st, 1, 1 + (int)(next() % 200));
        sqlite3_bind_int(st, 2, lo);
        sqlite3_bind_int(st, 3, lo + 30);
        if (sqlite3_step(st) != SQLITE_ROW)
            die("range query");
        hits += (uint64_t)sqlite3_column_int64(st, 0);
        days += (uint64_t)sqlite3_column_int64(st, 1);
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    printf("-- range queries: %d lookups, %llu rows, day sum %llu\n", POINT_QUERIES,
           (unsigned long long)hits, (unsigned long long)days);
    mix(hits);
    mix(days);
}

int main(void) {
    if (sqlite3_open(":memory:", &db) != SQLITE_OK)
        die("open");
    load();
    point_queries();
    print_query("revenue by city and tier (top 10)",
                "SELECT c.city, c.tier, count(*), sum(o.quantity * p.price_cents) AS revenue "
                "FROM orders o JOIN customers c ON c.id = o.customer "
                "JOIN products p ON p.id = o.product "
                "GROUP BY c.city, c.tier ORDER BY revenue DESC, c.city, c.tier LIMIT 10");
    print_query("best-selling products (top 8)",
                "SELECT p.title, p.category, sum(o.quantity) AS q FROM orders o "
                "JOIN products p ON p.id = o.product GROUP BY p.id ORDER BY q DESC, p.id LIMIT 8");
    print_query("monthly order statistics (first 6 months)",
                "SELECT day / 30 AS month, count(*), sum(quantity), min(quantity), max(quantity), "
                "printf('%.4f', avg(quantity)) FROM orders GROUP BY month ORDER BY month LIMIT 6");
    print_query("customers without orders",
                "SELECT count(*) FROM customers c WHERE NOT EXISTS "
                "(SELECT 1 FROM orders o WHERE o.customer = c.id)");
    exec("UPDATE products SET price_cents = price_cents * 11 / 10 WHERE category IN (1, 3, 5)");
    print_query("category totals after the price change",
                "SELECT p.category, count(DISTINCT o.customer), sum(o.quantity * p.price_cents) "
                "FROM orders o JOIN products p ON p.id = o.product "
                "GROUP BY p.category ORDER BY p.category");
    print_query("name patterns",
                "SELECT substr(name, 3, 2) AS pre, count(*), group_concat(DISTINCT city % 7) "
                "FROM customers WHERE name LIKE 'c_%or%' GROUP BY pre ORDER BY pre");
    exec("DELETE FROM orders WHERE quantity > 7");
    print_query("after deleting large orders",
                "SELECT count(*), sum(quantity), total_changes() FROM orders");
    sqlite3_close(db);
    printf("checksum %016llx\n", (unsigned long long)checksum);
    int ok = checksum == 0x04630d79c9e89514ull;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected checksum");
    return ok ? 0 : 1;
}
