/* n-body: a planetary system (the Sun and the four giant planets) integrated with a
 * simple symplectic Euler step, as in the Computer Language Benchmarks Game. Floating
 * point: sqrt, divisions, many dependent multiply-adds over a small array of structs.
 * Prints the energy before and after (the checksum) and checks it against the value
 * every IEEE-754 double implementation must produce (no fast-math, no fused ops on
 * baseline x86-64). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define STEPS 10000000
#define NBODIES 5

static const double PI = 3.141592653589793;
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24

struct body {
    double x, y, z, vx, vy, vz, mass;
};

static struct body bodies[NBODIES] = {
    /* sun */
    {0, 0, 0, 0, 0, 0, 0},
    /* jupiter */
    {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
     1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
     9.54791938424326609e-04},
    /* saturn */
    {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
     -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
     2.85885980666130812e-04},
    /* uranus */
    {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
     2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
     4.36624404335156298e-05},
    /* neptune */
    {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
     2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
     5.15138902046611451e-05},
};

static void init(void) {
    bodies[0].mass = SOLAR_MASS;
    for (int i = 1; i < NBODIES; i++) {
        bodies[i].vx *= DAYS_PER_YEAR;
        bodies[i].vy *= DAYS_PER_YEAR;
        bodies[i].vz *= DAYS_PER_YEAR;
        bodies[i].mass *= SOLAR_MASS;
    }
    /* Offset the Sun's momentum so the system's centre of mass stays put. */
    double px = 0, py = 0, pz = 0;
    for (int i = 0; i < NBODIES; i++) {
        px += bodies[i].vx * bodies[i].mass;
        py += bodies[i].vy * bodies[i].mass;
        pz += bodies[i].vz * bodies[i].mass;
    }
    bodies[0].vx = -px / SOLAR_MASS;
    bodies[0].vy = -py / SOLAR_MASS;
    bodies[0].vz = -pz / SOLAR_MASS;
}

static void advance(double dt) {
    for (int i = 0; i < NBODIES; i++) {
        struct body *a = &bodies[i];
        for (int j = i + 1; j < NBODIES; j++) {
            struct body *b = &bodies[j];
            double dx = a->x - b->x, dy = a->y - b->y, dz = a->z - b->z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            a->vx -= dx * b->mass * mag;
            a->vy -= dy * b->mass * mag;
            a->vz -= dz * b->mass * mag;
            b->vx += dx * a->mass * mag;
            b->vy += dy * a->mass * mag;
            b->vz += dz * a->mass * mag;
        }
    }
    for (int i = 0; i < NBODIES; i++) {
        bodies[i].x += dt * bodies[i].vx;
        bodies[i].y += dt * bodies[i].vy;
        bodies[i].z += dt * bodies[i].vz;
    }
}

static double energy(void) {
    double e = 0;
    for (int i = 0; i < NBODIES; i++) {
        struct body *a = &bodies[i];
        e += 0.5 * a->mass * (a->vx * a->vx + a->vy * a->vy + a->vz * a->vz);
        for (int j = i + 1; j < NBODIES; j++) {
            struct body *b = &bodies[j];
            double dx = a->x - b->x, dy = a->y - b->y, dz = a->z - b->z;
            e -= a->mass * b->mass / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

int main(void) {
    init();
    char before[64], after[64];
    snprintf(before, sizeof before, "%.9f", energy());
    for (int i = 0; i < STEPS; i++)
        advance(0.01);
    snprintf(after, sizeof after, "%.9f", energy());
    printf("nbody: steps %d energy %s -> %s\n", STEPS, before, after);
    int ok = strcmp(before, "-0.169075164") == 0 && strcmp(after, "-0.169077842") == 0;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected energy");
    return ok ? 0 : 1;
}
