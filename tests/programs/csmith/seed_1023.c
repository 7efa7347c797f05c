/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1023 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1023.c
 * Seed:      1023
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const int64_t  f0;
   int64_t  f1;
};

union U1 {
   int32_t  f0;
   const int32_t  f1;
   uint64_t  f2;
   int8_t * volatile  f3;
};

/* --- GLOBAL VARIABLES --- */
static int8_t * const g_15 = (void*)0;
static int32_t g_19[3][6][1] = {{{8L},{8L},{8L},{8L},{8L},{8L}},{{8L},{8L},{8L},{8L},{8L},{8L}},{{8L},{8L},{8L},{8L},{8L},{8L}}};
static uint32_t g_41 = 4294967295UL;
static int8_t *g_60 = (void*)0;
static uint64_t g_62 = 0x0A0F9AE2BFF8C13DLL;
static uint16_t g_83 = 65535UL;
static uint32_t g_85 = 0UL;
static uint32_t g_93 = 0xD4330F15L;
static int16_t g_120[6] = {0xEAC9L,0xEAC9L,0xEAC9L,0xEAC9L,0xEAC9L,0xEAC9L};
static int32_t * volatile *g_132[10][1] = {{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}};
static int32_t * volatile ** volatile g_131 = &g_132[8][0];/* VOLATILE GLOBAL g_131 */
static int32_t *g_138 = &g_19[1][0][0];
static int32_t **g_137[3] = {&g_138,&g_138,&g_138};
static int8_t g_162 = (-9L);
static int32_t * const g_170 = (void*)0;
static int32_t g_172[4] = {1L,1L,1L,1L};
static int32_t * const g_171 = &g_172[2];
static int32_t * const * const g_169[6][8] = {{&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171},{&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171},{&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171},{&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171},{&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171},{&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171}};
static int32_t * const * const *g_168[6][7] = {{(void*)0,&g_169[5][5],&g_169[5][5],(void*)0,&g_169[5][5],&g_169[5][5],(void*)0},{&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5]},{(void*)0,(void*)0,&g_169[5][5],(void*)0,(void*)0,&g_169[5][5],(void*)0},{&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5]},{&g_169[5][5],(void*)0,&g_169[5][5],&g_169[5][5],(void*)0,&g_169[5][5],&g_169[5][5]},{&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5],&g_169[5][5]}};
static int8_t g_183 = 0x97L;
static int32_t ****g_184 = (void*)0;
static int32_t g_187 = 0xDD7E3C66L;
static int64_t g_217 = 0xE7AD904D1D3ED8F5LL;
static int32_t g_218 = 0x1DB370B6L;
static uint16_t g_232 = 0xFFD3L;
static volatile union U0 g_264 = {0x1FD7FDB8AA23A58ALL};/* VOLATILE GLOBAL g_264 */
static int64_t g_270 = 0x6C8BC08859357A8ALL;
static int8_t g_271 = 0x5AL;
static union U1 g_281 = {8L};/* VOLATILE GLOBAL g_281 */
static int32_t g_320 = 0x202EB861L;
static uint16_t *g_347 = &g_232;
static uint16_t **g_346 = &g_347;
static uint16_t *** volatile g_345[10] = {&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346};
static uint64_t g_357 = 4UL;
static uint32_t *g_369 = &g_85;
static uint32_t **g_368 = &g_369;
static union U1 g_404 = {0xA711EAD7L};/* VOLATILE GLOBAL g_404 */
static volatile int64_t g_443 = 9L;/* VOLATILE GLOBAL g_443 */
static volatile int32_t g_444 = 0xBEB07EF6L;/* VOLATILE GLOBAL g_444 */
static const int8_t *g_459[6][2][7] = {{{&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271},{&g_271,&g_271,&g_162,&g_271,&g_271,&g_162,&g_271}},{{&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271},{(void*)0,&g_271,(void*)0,(void*)0,&g_271,(void*)0,(void*)0}},{{&g_271,&g_271,&g_162,&g_271,&g_271,&g_162,&g_271},{&g_271,(void*)0,(void*)0,&g_271,(void*)0,(void*)0,&g_271}},{{&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271},{&g_271,&g_271,&g_162,&g_271,&g_271,&g_162,&g_271}},{{&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271},{(void*)0,&g_271,(void*)0,(void*)0,&g_271,(void*)0,(void*)0}},{{&g_271,&g_271,&g_162,&g_271,&g_271,&g_162,&g_271},{&g_271,(void*)0,(void*)0,&g_271,(void*)0,(void*)0,&g_271}}};
static const int8_t **g_458 = &g_459[5][1][5];
static const int8_t *** volatile g_457 = &g_458;/* VOLATILE GLOBAL g_457 */
static uint8_t g_477[10] = {249UL,0x00L,249UL,0x00L,249UL,0x00L,249UL,0x00L,249UL,0x00L};


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int8_t  func_13(uint64_t  p_14);
static int32_t * func_45(int32_t  p_46, int32_t * p_47);
static int32_t * func_48(int32_t * p_49, uint64_t  p_50, int8_t * p_51, const uint64_t * p_52);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_15 g_41 g_281.f0 g_457 g_458 g_171 g_172 g_19 g_264.f0 g_477 g_369 g_85 g_183 g_404.f1 g_347 g_232
 * writes: g_41 g_477 g_183
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int8_t l_12 = (-1L);
    uint64_t *l_16[1];
    int32_t l_17[10][8] = {{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)},{(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)}};
    int8_t **l_475 = &g_60;
    uint8_t *l_476 = &g_477[1];
    int8_t *l_478 = &g_183;
    int16_t l_479[7][4][1] = {{{0xA9AFL},{4L},{0xC5E4L},{0xA9AFL}},{{0xC5E4L},{4L},{0xA9AFL},{(-4L)}},{{(-4L)},{0xA9AFL},{4L},{0xC5E4L}},{{0xA9AFL},{0xC5E4L},{4L},{0xA9AFL}},{{(-4L)},{(-4L)},{0xA9AFL},{4L}},{{0xC5E4L},{0xA9AFL},{0xC5E4L},{4L}},{{0xA9AFL},{(-4L)},{(-4L)},{0xA9AFL}}};
    uint16_t l_480[10][2][9] = {{{65530UL,0xCA8BL,65526UL,0xCA8BL,65530UL,9UL,0x4A58L,0xB250L,0xB250L},{1UL,0x65E2L,0xFA38L,0x3BB5L,0xFA38L,0x65E2L,1UL,0x79DFL,2UL}},{{0xBA95L,0x91D1L,0xCA8BL,9UL,0UL,9UL,0xCA8BL,0x91D1L,0xBA95L},{0x65E2L,65535UL,0x09B8L,0x79DFL,0x6941L,0xFA38L,0x6941L,0x79DFL,0x09B8L}},{{0x4A58L,0x4A58L,65535UL,65526UL,0x91D1L,0xB250L,0xBA95L,0xB250L,0x91D1L},{0x65E2L,0x6941L,0x6941L,0x65E2L,65535UL,2UL,0x3BB5L,0x09B8L,0x3BB5L}},{{0xBA95L,9UL,65535UL,65535UL,9UL,0xBA95L,0UL,0x4A58L,65530UL},{1UL,2UL,0x09B8L,65535UL,65535UL,0x09B8L,2UL,1UL,65535UL}},{{65530UL,65535UL,0xCA8BL,0UL,0x91D1L,0x91D1L,0UL,0xCA8BL,65535UL},{65535UL,1UL,0xFA38L,0x65E2L,0x3BB5L,1UL,1UL,0x3BB5L,0x65E2L}},{{9UL,0UL,9UL,0xCA8BL,0x91D1L,0xBA95L,65526UL,65526UL,0xBA95L},{0x09B8L,65531UL,65535UL,65531UL,0x09B8L,0x65E2L,0x3BB5L,1UL,1UL}},{{0x30B7L,0x4A58L,0xBA95L,0xCA8BL,0xBA95L,0x4A58L,0x30B7L,0x91D1L,65530UL},{65535UL,0xFA38L,65531UL,0x65E2L,2UL,0x65E2L,65531UL,0xFA38L,65535UL}},{{0x4A58L,65535UL,65526UL,0x91D1L,0xB250L,0xBA95L,0xB250L,0x91D1L,65526UL},{0x3BB5L,0x3BB5L,0x6941L,65535UL,0xFA38L,1UL,65535UL,1UL,0xFA38L}},{{0x4A58L,0xB250L,0xB250L,0x4A58L,9UL,65530UL,0xCA8BL,65526UL,0xCA8BL},{65535UL,0x65E2L,0x6941L,0x6941L,0x65E2L,65535UL,2UL,0x3BB5L,0x09B8L}},{{0x30B7L,65530UL,65526UL,9UL,9UL,65526UL,65530UL,0x30B7L,65535UL},{0x09B8L,0x6941L,65531UL,2UL,0xFA38L,0xFA38L,2UL,65531UL,0x6941L}}};
    int32_t *l_481 = (void*)0;
    int32_t *l_482 = &g_19[0][5][0];
    int32_t *l_483 = &g_19[0][1][0];
    int32_t *l_484[7] = {&g_19[1][2][0],&g_19[1][2][0],&g_19[1][2][0],&g_19[1][2][0],&g_19[1][2][0],&g_19[1][2][0],&g_19[1][2][0]};
    int8_t l_485 = 0x00L;
    int8_t l_486 = 0xA4L;
    uint64_t l_487 = 0xB731A6136DABB25CLL;
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_16[i] = (void*)0;
    l_17[2][0] = (safe_lshift_func_int16_t_s_u(((safe_mul_func_int8_t_s_s(((0xD1AD67A4BEDCC590LL == ((safe_sub_func_int32_t_s_s((safe_div_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((((l_12 != func_13((l_17[2][0] = (g_15 != (void*)0)))) && l_17[2][0]) , (+((safe_mod_func_uint64_t_u_u((safe_mod_func_int8_t_s_s(((*l_478) &= (((safe_mul_func_uint8_t_u_u(((*l_476) ^= (g_264.f0 || ((void*)0 != l_475))), l_12)) <= (*g_369)) <= l_17[0][3])), 0x6FL)), g_404.f1)) || l_12))), l_479[2][1][0])), l_480[1][1][1])), 0UL)) <= l_479[2][1][0])) || l_12), l_480[8][0][7])) ^ l_12), (*g_347)));
    --l_487;
    return (*l_483);
}


/* ------------------------------------------ */
/* 
 * reads : g_41 g_281.f0 g_457 g_458 g_171 g_172 g_19
 * writes: g_41
 */
static int8_t  func_13(uint64_t  p_14)
{ /* block id: 2 */
    int32_t *l_18 = &g_19[0][1][0];
    int32_t *l_20[4] = {&g_19[0][0][0],&g_19[0][0][0],&g_19[0][0][0],&g_19[0][0][0]};
    uint8_t l_21 = 0x2CL;
    int32_t l_26 = 8L;
    const uint64_t *l_61 = &g_62;
    uint32_t l_450 = 3UL;
    uint16_t *l_466 = &g_232;
    int i;
    l_21--;
    for (p_14 = 0; (p_14 == 20); p_14 = safe_add_func_int32_t_s_s(p_14, 6))
    { /* block id: 6 */
        uint32_t l_27 = 0UL;
        int32_t l_31 = 0xAF769BF4L;
        int32_t l_34 = 0xFA4ACF27L;
        int32_t l_35 = 0xC88D5671L;
        int32_t l_37 = 1L;
        int32_t l_38 = 0x48983C1EL;
        int32_t l_39[5][4][3] = {{{4L,0x1C0E03A8L,4L},{4L,(-1L),4L},{4L,0x1C0E03A8L,4L},{4L,(-1L),4L}},{{4L,0x1C0E03A8L,4L},{4L,(-1L),4L},{4L,0x1C0E03A8L,4L},{4L,(-1L),4L}},{{4L,0x1C0E03A8L,4L},{4L,(-1L),4L},{4L,0x1C0E03A8L,4L},{4L,(-1L),4L}},{{4L,0x1C0E03A8L,4L},{4L,(-1L),4L},{4L,0x1C0E03A8L,4L},{4L,(-1L),4L}},{{4L,0x1C0E03A8L,4L},{4L,(-1L),4L},{4L,0x1C0E03A8L,4L},{4L,(-1L),4L}}};
        const int8_t *l_456 = &g_271;
        const int8_t **l_455 = &l_456;
        int32_t l_465 = 1L;
        union U0 l_467 = {0L};
        int i, j, k;
        l_27++;
        for (l_26 = 0; (l_26 <= 0); l_26 += 1)
        { /* block id: 10 */
            int64_t l_30[6] = {0x5CEC8167BA9AC04BLL,0x5CEC8167BA9AC04BLL,0x5CEC8167BA9AC04BLL,0x5CEC8167BA9AC04BLL,0x5CEC8167BA9AC04BLL,0x5CEC8167BA9AC04BLL};
            int32_t l_32 = 0x64E38B13L;
            int32_t l_33 = 0x8FF013ECL;
            int32_t l_36[7] = {0x13999EA3L,0L,0x13999EA3L,0x13999EA3L,0L,0x13999EA3L,0x13999EA3L};
            int32_t l_40 = 0x23AE4B2FL;
            int32_t l_44 = 0x8238A52AL;
            int i;
            ++g_41;
        }
        l_35 |= ((safe_lshift_func_int8_t_s_s(((safe_rshift_func_int16_t_s_s(((g_281.f0 ^ (&l_456 == (*g_457))) >= ((l_465 < (l_466 != (void*)0)) , (l_467 , p_14))), (0xFF17826CDBBA88CDLL || p_14))) >= (*g_171)), p_14)) != p_14);
        l_35 &= (4294967295UL || (*g_171));
    }
    return (*l_18);
}


/* ------------------------------------------ */
/* 
 * reads : g_83 g_93 g_120 g_183 g_138 g_19
 * writes: g_83 g_93 g_19
 */
static int32_t * func_45(int32_t  p_46, int32_t * p_47)
{ /* block id: 199 */
    int32_t *l_449 = &g_172[2];
    for (g_83 = 0; (g_83 <= 5); g_83 += 1)
    { /* block id: 202 */
        for (g_93 = 0; (g_93 <= 5); g_93 += 1)
        { /* block id: 205 */
            int32_t *l_448[10][10] = {{&g_19[0][1][0],&g_218,&g_19[0][2][0],&g_172[2],&g_172[1],&g_172[2],&g_19[0][2][0],&g_218,&g_19[0][1][0],&g_172[2]},{(void*)0,&g_172[2],(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_172[2],&g_172[2],&g_19[0][1][0]},{&g_172[1],&g_172[2],&g_19[0][1][0],(void*)0,(void*)0,(void*)0,&g_19[0][1][0],&g_172[2],&g_172[1],&g_19[0][1][0]},{&g_172[2],&g_172[2],(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_172[2],&g_172[2],&g_19[0][1][0]},{&g_172[1],&g_172[2],&g_19[0][1][0],(void*)0,(void*)0,(void*)0,&g_19[0][1][0],&g_172[2],&g_172[1],&g_19[0][1][0]},{&g_172[2],&g_172[2],(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_172[2],&g_172[2],&g_19[0][1][0]},{&g_172[1],&g_172[2],&g_19[0][1][0],(void*)0,(void*)0,(void*)0,&g_19[0][1][0],&g_172[2],&g_172[1],&g_19[0][1][0]},{&g_172[2],&g_172[2],(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_172[2],&g_172[2],&g_19[0][1][0]},{&g_172[1],&g_172[2],&g_19[0][1][0],(void*)0,(void*)0,(void*)0,&g_19[0][1][0],&g_172[2],&g_172[1],&g_19[0][1][0]},{&g_172[2],&g_172[2],(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_172[2],&g_172[2],&g_19[0][1][0]}};
            int i, j;
            (*g_138) ^= (g_120[g_83] <= g_183);
            return l_448[1][4];
        }
    }
    return l_449;
}


/* ------------------------------------------ */
/* 
 * reads : g_19 g_62 g_83 g_41 g_85 g_131 g_137 g_138 g_183 g_184 g_187 g_120 g_93 g_171 g_264 g_232 g_162 g_270 g_271 g_281 g_172 g_217 g_218 g_264.f0 g_264.f1 g_357 g_368 g_281.f1 g_347 g_369 g_346 g_404 g_320
 * writes: g_83 g_85 g_19 g_93 g_60 g_162 g_168 g_183 g_184 g_187 g_172 g_218 g_271 g_217 g_320 g_120 g_62 g_138 g_368 g_232 g_346
 */
static int32_t * func_48(int32_t * p_49, uint64_t  p_50, int8_t * p_51, const uint64_t * p_52)
{ /* block id: 14 */
    uint8_t l_80 = 0xD8L;
    uint16_t *l_81 = (void*)0;
    uint16_t *l_82 = &g_83;
    uint32_t *l_84 = &g_85;
    int32_t l_86 = (-5L);
    int32_t *l_89[7];
    uint64_t *l_122 = (void*)0;
    int32_t **l_126 = &l_89[6];
    int32_t ***l_125[9] = {&l_126,&l_126,&l_126,&l_126,&l_126,&l_126,&l_126,&l_126,&l_126};
    const int32_t *l_135 = &g_19[1][1][0];
    const int32_t **l_134[1];
    int8_t *l_161 = &g_162;
    uint64_t l_163 = 0xEA760E46FA9DA5B2LL;
    int32_t * const * const *l_166[5];
    int32_t * const * const **l_167[10][4] = {{&l_166[0],&l_166[0],(void*)0,&l_166[1]},{&l_166[1],&l_166[1],(void*)0,&l_166[1]},{&l_166[0],&l_166[3],&l_166[3],(void*)0},{&l_166[1],&l_166[3],&l_166[3],&l_166[1]},{&l_166[3],&l_166[1],&l_166[0],&l_166[1]},{&l_166[3],&l_166[0],&l_166[3],&l_166[3]},{&l_166[1],&l_166[1],&l_166[3],&l_166[3]},{&l_166[0],&l_166[0],(void*)0,&l_166[1]},{&l_166[1],&l_166[1],(void*)0,&l_166[1]},{&l_166[0],&l_166[3],&l_166[3],(void*)0}};
    int16_t l_173 = 1L;
    int8_t *l_181 = (void*)0;
    int8_t *l_182 = &g_183;
    int32_t *****l_185[3][8][1];
    int32_t ****l_186 = &l_125[6];
    uint32_t l_208 = 0xA116DF55L;
    union U0 l_209 = {0x2C3C9A6C5E243C7ELL};
    uint64_t l_223 = 0x3A5290B0F1111A74LL;
    uint16_t l_233 = 65530UL;
    int32_t ***l_302[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    const uint64_t l_363 = 18446744073709551607UL;
    int32_t * const *l_431[6] = {(void*)0,&g_170,&g_170,(void*)0,&g_170,&g_170};
    int32_t * const **l_430[6][1][7] = {{{&l_431[1],&l_431[4],&l_431[2],&l_431[1],&l_431[2],&l_431[4],&l_431[1]}},{{&l_431[2],&l_431[1],&l_431[4],&l_431[2],&l_431[1],&l_431[2],&l_431[4]}},{{&l_431[1],&l_431[1],&l_431[2],&l_431[2],(void*)0,&l_431[2],(void*)0}},{{&l_431[2],&l_431[4],&l_431[4],&l_431[2],&l_431[2],&l_431[2],&l_431[2]}},{{&l_431[2],(void*)0,&l_431[2],&l_431[2],(void*)0,&l_431[2],&l_431[4]}},{{(void*)0,&l_431[2],&l_431[2],&l_431[1],&l_431[2],&l_431[1],&l_431[4]}}};
    int32_t * const ***l_429 = &l_430[5][0][1];
    int32_t * const ****l_428 = &l_429;
    uint32_t l_445 = 0x0E56B4C9L;
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_89[i] = &g_19[0][5][0];
    for (i = 0; i < 1; i++)
        l_134[i] = &l_135;
    for (i = 0; i < 5; i++)
        l_166[i] = (void*)0;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 1; k++)
                l_185[i][j][k] = (void*)0;
        }
    }
    if ((safe_sub_func_uint32_t_u_u((safe_add_func_uint8_t_u_u(0x80L, (((l_86 = ((*l_84) |= (safe_mul_func_int16_t_s_s((safe_div_func_uint16_t_u_u((((safe_div_func_uint32_t_u_u(((4L >= ((safe_lshift_func_uint16_t_u_u(p_50, 2)) > ((248UL <= (!(safe_lshift_func_int16_t_s_s((safe_sub_func_int16_t_s_s(((((((g_19[1][1][0] & l_80) >= g_19[1][0][0]) , &p_50) == ((((((*l_82) |= (0x018FE19D4D995C89LL || (*p_52))) <= l_80) <= 0xF6EBE0C2A5ADA2C7LL) < (*p_49)) , &p_50)) <= p_50) && 0UL), (-2L))), 4)))) & l_80))) > g_19[0][1][0]), g_41)) >= g_19[0][5][0]) , l_80), g_19[0][1][0])), l_80)))) < g_62) >= l_80))), (*p_49))))
    { /* block id: 18 */
        int32_t *l_88 = &g_19[0][1][0];
        int32_t **l_87[4][10] = {{&l_88,&l_88,(void*)0,&l_88,&l_88,&l_88,(void*)0,&l_88,&l_88,&l_88},{(void*)0,&l_88,&l_88,&l_88,&l_88,&l_88,(void*)0,&l_88,&l_88,(void*)0},{&l_88,(void*)0,&l_88,&l_88,(void*)0,&l_88,&l_88,&l_88,&l_88,(void*)0},{(void*)0,&l_88,&l_88,&l_88,&l_88,&l_88,&l_88,&l_88,&l_88,&l_88}};
        int i, j;
        l_89[2] = (void*)0;
    }
    else
    { /* block id: 20 */
        uint32_t l_96 = 1UL;
        int32_t l_99 = 0x75C66F32L;
        int32_t l_100 = 0xEB3AD1B9L;
        int32_t l_101 = 0x623B7989L;
        int32_t l_102[8][1];
        uint16_t l_103 = 0xF557L;
        int32_t ** const *l_133 = (void*)0;
        const uint8_t l_150 = 254UL;
        int i, j;
        for (i = 0; i < 8; i++)
        {
            for (j = 0; j < 1; j++)
                l_102[i][j] = (-1L);
        }
lbl_110:
        for (l_80 = 16; (l_80 == 12); --l_80)
        { /* block id: 23 */
            uint16_t l_92 = 0xB236L;
            g_93 = ((*p_49) |= l_92);
            for (p_50 = 0; (p_50 > 48); p_50 = safe_add_func_int64_t_s_s(p_50, 7))
            { /* block id: 28 */
                (*p_49) = 0xA8E33F41L;
                if (g_41)
                    continue;
                --l_96;
            }
        }
        l_103++;
        for (l_80 = 13; (l_80 != 6); l_80 = safe_sub_func_int32_t_s_s(l_80, 7))
        { /* block id: 37 */
            int64_t l_111 = (-1L);
            uint32_t l_114 = 6UL;
            int32_t l_121 = 0x12894051L;
            int32_t ****l_127 = &l_125[7];
            const int32_t ***l_136 = &l_134[0];
            int64_t l_151 = 1L;
            for (l_86 = 2; (l_86 <= 6); ++l_86)
            { /* block id: 40 */
                int16_t *l_119[3][9] = {{&g_120[4],&g_120[2],&g_120[2],&g_120[5],&g_120[1],&g_120[5],&g_120[5],&g_120[5],&g_120[1]},{(void*)0,&g_120[5],&g_120[5],(void*)0,&g_120[5],&g_120[2],&g_120[5],&g_120[1],&g_120[2]},{&g_120[4],&g_120[1],&g_120[5],(void*)0,(void*)0,&g_120[5],&g_120[1],&g_120[4],&g_120[5]}};
                union U0 l_123 = {0x6340B5CEBA8194CALL};
                int8_t **l_124 = &g_60;
                int i, j;
                if (g_41)
                    goto lbl_110;
                if (l_111)
                    continue;
                l_101 = (safe_add_func_uint8_t_u_u((l_111 ^ l_114), (((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint16_t_u_u((((((l_121 = p_50) , l_122) != (void*)0) >= l_100) ^ g_85), ((((p_50 ^ (((((*l_124) = (l_123 , (void*)0)) == (void*)0) && 0x5244D6E761F95ED2LL) , 0xB500B87CL)) , 6UL) != l_100) > p_50))), 0)) , (-1L)) & 9UL)));
            }
            (*l_127) = l_125[6];
            (*p_49) = (safe_mul_func_uint8_t_u_u((+(((((g_131 == l_133) >= (((*l_136) = l_134[0]) == ((**l_127) = g_137[1]))) , (**l_126)) , (safe_add_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((7L | (~(safe_add_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u((p_50 > (p_50 == p_50)), 6)), 1UL)))), l_150)), p_50)) , p_50), g_85))) >= 0xB3L)), l_151));
        }
    }
    (*g_171) = ((safe_div_func_int32_t_s_s((((safe_div_func_uint16_t_u_u(((((p_50 , ((*l_135) != (((g_187 |= ((&l_125[0] != (l_186 = (g_184 = ((safe_mul_func_int8_t_s_s(((*l_182) ^= ((~(safe_sub_func_int32_t_s_s((l_163 = (7L | ((*l_161) = p_50))), (l_173 = (safe_mul_func_int8_t_s_s(p_50, ((g_168[1][3] = l_166[1]) == &g_169[5][5]))))))) | (safe_rshift_func_int16_t_s_s((((safe_mod_func_uint8_t_u_u((+(safe_mod_func_int8_t_s_s(0x76L, g_41))), 255UL)) <= g_19[1][1][0]) || p_50), (*l_135))))), p_50)) , g_184)))) >= 0x31DAC9CA45F45CCCLL)) || (*l_135)) >= g_19[0][1][0]))) || p_50) || 0L) >= g_120[5]), 0x909BL)) | g_19[2][5][0]) >= g_93), 0xDBCA189DL)) < p_50);
    if ((*g_138))
    { /* block id: 62 */
        int64_t l_200[8] = {0L,0L,0L,0L,0L,0L,0L,0L};
        int64_t l_203 = (-1L);
        uint8_t l_220 = 0UL;
        uint16_t *l_231 = &g_232;
        int32_t *l_237 = &g_218;
        int8_t l_249 = 0x62L;
        union U0 l_252 = {0xFBC57E8F95711AADLL};
        int32_t l_254[2];
        int32_t ** const *l_301 = &g_137[1];
        uint16_t **l_311[4];
        int16_t *l_329 = (void*)0;
        int16_t *l_330 = &g_120[2];
        uint8_t *l_331 = &l_220;
        uint16_t **l_348 = &l_81;
        const uint32_t *l_365 = &g_85;
        const uint32_t **l_364[2];
        int32_t ***** const l_410 = &l_186;
        int i;
        for (i = 0; i < 2; i++)
            l_254[i] = 0x815F8931L;
        for (i = 0; i < 4; i++)
            l_311[i] = (void*)0;
        for (i = 0; i < 2; i++)
            l_364[i] = &l_365;
lbl_321:
        for (g_183 = (-15); (g_183 <= 13); g_183 = safe_add_func_int64_t_s_s(g_183, 1))
        { /* block id: 65 */
            int64_t *l_214 = &l_209.f1;
            int64_t *l_215 = (void*)0;
            int64_t *l_216[6][9][3] = {{{(void*)0,&l_200[1],&l_200[1]},{&g_217,&l_203,(void*)0},{&l_200[1],(void*)0,(void*)0},{(void*)0,(void*)0,&l_200[3]},{(void*)0,&l_200[2],&g_217},{&l_200[1],(void*)0,&l_203},{(void*)0,(void*)0,(void*)0},{&g_217,&l_203,&l_203},{&l_200[2],&l_200[1],&l_203}},{{&l_203,&l_203,&g_217},{&l_200[4],&g_217,&l_200[1]},{&g_217,&l_203,&g_217},{&l_200[7],&l_200[1],(void*)0},{(void*)0,&g_217,&g_217},{&l_200[5],&l_200[2],&l_200[1]},{&l_200[1],&l_203,&g_217},{(void*)0,&l_200[1],&l_203},{&l_203,&l_200[1],&l_203}},{{&g_217,(void*)0,(void*)0},{&l_200[5],&l_203,&l_203},{&l_203,(void*)0,&g_217},{&g_217,&l_200[1],&l_200[3]},{&l_203,(void*)0,(void*)0},{&l_200[5],&l_200[0],(void*)0},{&g_217,&l_200[2],&l_200[1]},{&l_203,&g_217,&g_217},{(void*)0,&g_217,&g_217}},{{&l_200[1],&g_217,&l_203},{&l_200[5],&l_200[1],&g_217},{(void*)0,&l_203,&l_200[0]},{&l_200[7],&l_200[1],(void*)0},{&g_217,&g_217,&l_200[2]},{&l_200[4],&g_217,(void*)0},{&l_203,&g_217,&l_200[0]},{&l_200[2],&l_200[2],(void*)0},{&g_217,&l_200[0],(void*)0}},{{(void*)0,(void*)0,&g_217},{&l_200[1],&l_200[1],&l_200[3]},{&l_200[1],&l_200[7],(void*)0},{&l_200[0],&g_217,&l_200[0]},{&g_217,&l_200[4],&l_200[7]},{&l_200[1],&l_203,&l_200[1]},{&g_217,&l_200[2],&g_217},{&l_203,&g_217,&l_200[1]},{&l_200[1],(void*)0,&l_200[4]}},{{&l_200[0],&l_200[1],&l_200[1]},{&l_200[7],(void*)0,&g_217},{&l_200[0],(void*)0,&l_200[3]},{&l_200[1],&l_200[1],(void*)0},{&l_203,&g_217,&l_203},{&g_217,(void*)0,(void*)0},{&l_200[1],&g_217,&l_203},{&g_217,&g_217,&g_217},{&l_200[0],&l_200[0],&l_203}}};
            int32_t l_219[4][9][7] = {{{(-5L),0xB088B875L,2L,(-1L),0xADA582EAL,0xD5069C6DL,0x095C51B9L},{0xA360922DL,0L,2L,0x6A2C2B7BL,4L,0xCE60B54AL,0xCE60B54AL},{(-5L),(-1L),7L,(-1L),(-5L),(-4L),0x095C51B9L},{4L,0x6A2C2B7BL,2L,0L,0xA360922DL,0xCE60B54AL,0xC9F17024L},{0xADA582EAL,(-1L),2L,0xB088B875L,(-5L),0xD5069C6DL,0xD5069C6DL},{4L,0L,0xA1103C04L,0L,4L,0x4BC5BCE7L,0xC9F17024L},{(-5L),0xB088B875L,2L,(-1L),0xADA582EAL,0xD5069C6DL,0x095C51B9L},{0xA360922DL,0L,2L,0x6A2C2B7BL,4L,0xCE60B54AL,0xCE60B54AL},{(-5L),(-1L),7L,(-1L),(-5L),(-4L),0x095C51B9L}},{{4L,0x6A2C2B7BL,2L,0L,0xA360922DL,0xCE60B54AL,0xC9F17024L},{0xADA582EAL,(-1L),2L,0xB088B875L,(-5L),0xD5069C6DL,0xD5069C6DL},{4L,0L,0xA1103C04L,0L,4L,0x4BC5BCE7L,0xC9F17024L},{(-5L),0xB088B875L,2L,(-1L),0xADA582EAL,0xD5069C6DL,0x095C51B9L},{0xA360922DL,0L,2L,0x6A2C2B7BL,4L,0xCE60B54AL,0xCE60B54AL},{(-5L),(-1L),7L,(-1L),(-5L),(-4L),0x095C51B9L},{4L,0x6A2C2B7BL,2L,0L,0xA360922DL,0xCE60B54AL,0xC9F17024L},{0xADA582EAL,(-1L),2L,0xB088B875L,(-5L),0xD5069C6DL,0xD5069C6DL},{4L,0L,0xA1103C04L,0L,4L,0x4BC5BCE7L,0xC9F17024L}},{{(-5L),0xB088B875L,2L,(-1L),0xADA582EAL,0xD5069C6DL,0x095C51B9L},{0xA360922DL,0L,2L,0x6A2C2B7BL,4L,0xCE60B54AL,0xCE60B54AL},{(-5L),0x8669AFFDL,0xDB09C68EL,0x8669AFFDL,0xD5069C6DL,1L,2L},{0xCE60B54AL,(-1L),0L,0L,0x4BC5BCE7L,0xA1103C04L,2L},{(-4L),0x8669AFFDL,0x1AD7872CL,0L,0xD5069C6DL,7L,7L},{0xCE60B54AL,0L,0xDA803809L,0L,0xCE60B54AL,0xA9805B7DL,2L},{0xD5069C6DL,0L,0x1AD7872CL,0x8669AFFDL,(-4L),7L,2L},{0x4BC5BCE7L,0L,0L,(-1L),0xCE60B54AL,0xA1103C04L,0xA1103C04L},{0xD5069C6DL,0x8669AFFDL,0xDB09C68EL,0x8669AFFDL,0xD5069C6DL,1L,2L}},{{0xCE60B54AL,(-1L),0L,0L,0x4BC5BCE7L,0xA1103C04L,2L},{(-4L),0x8669AFFDL,0x1AD7872CL,0L,0xD5069C6DL,7L,7L},{0xCE60B54AL,0L,0xDA803809L,0L,0xCE60B54AL,0xA9805B7DL,2L},{0xD5069C6DL,0L,0x1AD7872CL,0x8669AFFDL,(-4L),7L,2L},{0x4BC5BCE7L,0L,0L,(-1L),0xCE60B54AL,0xA1103C04L,0xA1103C04L},{0xD5069C6DL,0x8669AFFDL,0xDB09C68EL,0x8669AFFDL,0xD5069C6DL,1L,2L},{0xCE60B54AL,(-1L),0L,0L,0x4BC5BCE7L,0xA1103C04L,2L},{(-4L),0x8669AFFDL,0x1AD7872CL,0L,0xD5069C6DL,7L,7L},{0xCE60B54AL,0L,0xDA803809L,0L,0xCE60B54AL,0xA9805B7DL,2L}}};
            int32_t * const *l_222 = &g_170;
            int32_t * const ** const l_221[6][9] = {{&l_222,&l_222,&l_222,&l_222,&l_222,&l_222,&l_222,(void*)0,&l_222},{(void*)0,&l_222,&l_222,&l_222,&l_222,(void*)0,&l_222,&l_222,(void*)0},{&l_222,&l_222,(void*)0,&l_222,&l_222,(void*)0,&l_222,&l_222,&l_222},{(void*)0,&l_222,&l_222,&l_222,&l_222,&l_222,&l_222,&l_222,&l_222},{&l_222,&l_222,(void*)0,&l_222,&l_222,&l_222,&l_222,&l_222,&l_222},{&l_222,&l_222,&l_222,&l_222,&l_222,(void*)0,(void*)0,(void*)0,(void*)0}};
            int16_t l_224 = (-1L);
            uint32_t l_226 = 0x77871494L;
            int i, j, k;
        }
        for (l_203 = 0; (l_203 != 8); l_203++)
        { /* block id: 95 */
            uint32_t l_243 = 0x63C87D68L;
            uint32_t **l_248 = &l_84;
            uint16_t *l_273 = &l_233;
            int32_t l_285 = 0x2A0DE9B0L;
            int32_t l_288 = 0x02D6D32DL;
            for (l_233 = 0; (l_233 != 3); l_233 = safe_add_func_int8_t_s_s(l_233, 1))
            { /* block id: 98 */
                int16_t l_242[10][3][6] = {{{3L,(-1L),0x7126L,(-1L),3L,0xBC9CL},{0x4E56L,0x4CA5L,0x1B41L,1L,1L,(-1L)},{0xFCC9L,(-1L),0x5F9EL,0x4CA5L,0x7126L,(-1L)}},{{0xF88EL,(-1L),0x1B41L,0xBC9CL,0x96E8L,0xBC9CL},{0x7126L,5L,0x1E98L,(-1L),0x70BCL,0L},{0xE210L,0x90F1L,7L,0xBC9CL,0x25EDL,0x4152L}},{{(-8L),(-7L),0x5F9EL,0xBC9CL,3L,(-1L)},{0xE210L,(-1L),0xF88EL,(-1L),0xF88EL,(-1L)},{0x1E98L,5L,3L,0x4CA5L,(-8L),(-1L)}},{{7L,0x4CA5L,0x0741L,(-1L),0xEDF3L,0x4152L},{0x5F9EL,0x4CA5L,0x7126L,(-1L),(-8L),0L},{0xF88EL,5L,0x25EDL,5L,0xF88EL,0x4CA5L}},{{3L,(-1L),0xDEB2L,(-1L),3L,0x90F1L},{0x0741L,(-7L),(-6L),(-1L),0x25EDL,0x90F1L},{0x7126L,0x90F1L,0xDEB2L,0x4CA5L,0x70BCL,0x4CA5L}},{{0x25EDL,1L,0x25EDL,(-1L),1L,0L},{0xDEB2L,0x90F1L,0x7126L,0xBC9CL,0x1E98L,0x4152L},{(-6L),(-7L),0x0741L,0xBC9CL,0x4E56L,(-1L)}},{{0xDEB2L,(-1L),3L,(-1L),3L,(-1L)},{0x25EDL,5L,0xF88EL,0x4CA5L,(-6L),(-1L)},{0x7126L,0x4CA5L,0x5F9EL,(-1L),0xFCC9L,0x4152L}},{{0x0741L,0x4CA5L,7L,(-1L),(-6L),0L},{3L,5L,0x1E98L,5L,3L,0x4CA5L},{0xF88EL,(-1L),0xE210L,(-1L),0x4E56L,0x90F1L}},{{0x5F9EL,(-7L),(-8L),(-1L),0x1E98L,0x90F1L},{7L,0x90F1L,0xE210L,0x4CA5L,1L,0x4CA5L},{0x1E98L,1L,0x1E98L,(-1L),0x70BCL,0L}},{{0xE210L,0x90F1L,7L,0xBC9CL,0x25EDL,0x4152L},{(-8L),(-7L),0x5F9EL,0xBC9CL,3L,(-1L)},{0xE210L,(-1L),0xF88EL,(-1L),0xF88EL,(-1L)}}};
                int i, j, k;
                l_243++;
            }
            if ((safe_rshift_func_int16_t_s_u((&l_243 == l_237), (((*l_248) = p_49) == l_135))))
            { /* block id: 102 */
                int16_t l_267 = 7L;
                int32_t l_268 = 0x5B6192F9L;
                int64_t *l_269 = &l_200[1];
                l_249 = 2L;
                (*p_49) ^= ((safe_sub_func_int16_t_s_s((l_252 , ((((!(l_254[1] , (0L && 0x4B1E32FEL))) , (((*l_182) = (0x59L || (((g_271 ^= (safe_add_func_int64_t_s_s((((!((*l_237) = (((((*l_269) &= (safe_lshift_func_int16_t_s_s((p_50 == (safe_mul_func_int8_t_s_s((l_268 |= ((safe_mul_func_int8_t_s_s((g_264 , (0xF5BDC1D6L & (safe_rshift_func_uint8_t_u_u(((void*)0 == p_49), l_267)))), g_93)) ^ l_267)), 0x62L))), g_232))) != g_162) , &g_41) == p_49))) == p_50) & 1UL), g_270))) , l_243) || p_50))) || p_50)) | l_243) ^ 0UL)), 1UL)) || 0L);
                if ((*p_49))
                    break;
            }
            else
            { /* block id: 111 */
                int32_t *l_272 = &g_19[0][4][0];
                return l_272;
            }
            if ((l_273 != &g_232))
            { /* block id: 114 */
                int64_t *l_279[6] = {&g_270,&g_270,&g_270,&g_270,&g_270,&g_270};
                int32_t l_280 = 6L;
                int32_t *****l_282 = (void*)0;
                int16_t *l_286 = &l_173;
                int16_t *l_287[7][3] = {{&g_120[4],(void*)0,(void*)0},{&g_120[2],(void*)0,(void*)0},{&g_120[4],(void*)0,(void*)0},{&g_120[2],(void*)0,(void*)0},{&g_120[4],(void*)0,(void*)0},{&g_120[2],(void*)0,(void*)0},{&g_120[4],(void*)0,(void*)0}};
                int i, j;
                (*g_171) |= (safe_rshift_func_int16_t_s_s((l_288 = ((*l_286) = (safe_sub_func_int16_t_s_s(p_50, ((l_280 |= (!0UL)) < (1UL < (0L > ((l_285 = (g_217 = (((*l_135) || (((*l_273) = (((g_281 , ((l_185[2][3][0] = l_282) == (void*)0)) , ((*l_161) = (+(+p_50)))) , p_50)) >= p_50)) >= (-10L)))) | (*p_52))))))))), g_85));
            }
            else
            { /* block id: 124 */
                int8_t l_306[3][9][9];
                int i, j, k;
                for (i = 0; i < 3; i++)
                {
                    for (j = 0; j < 9; j++)
                    {
                        for (k = 0; k < 9; k++)
                            l_306[i][j][k] = 7L;
                    }
                }
                l_285 ^= (safe_mod_func_int16_t_s_s(((((p_50 , (safe_div_func_int8_t_s_s(((safe_mul_func_int8_t_s_s((p_50 & g_93), ((safe_lshift_func_int16_t_s_u(g_19[2][5][0], 12)) < ((safe_rshift_func_int16_t_s_u((safe_mod_func_uint8_t_u_u(((l_301 == l_302[3]) , g_62), g_271)), 3)) >= (safe_sub_func_int16_t_s_s((~(*p_49)), 65535UL)))))) < g_217), p_50))) == (*l_237)) , l_243) || p_50), 1L));
                l_306[0][5][6] |= (*p_49);
            }
            for (l_249 = 24; (l_249 > (-4)); l_249 = safe_sub_func_uint64_t_u_u(l_249, 8))
            { /* block id: 130 */
                uint16_t **l_310 = (void*)0;
                uint16_t ***l_309[1][7][10] = {{{&l_310,&l_310,(void*)0,&l_310,(void*)0,&l_310,&l_310,&l_310,&l_310,&l_310},{&l_310,(void*)0,&l_310,&l_310,(void*)0,&l_310,&l_310,(void*)0,&l_310,&l_310},{&l_310,(void*)0,&l_310,(void*)0,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310},{&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310},{&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310,&l_310},{&l_310,&l_310,&l_310,&l_310,(void*)0,&l_310,(void*)0,&l_310,&l_310,&l_310},{(void*)0,&l_310,&l_310,(void*)0,&l_310,&l_310,(void*)0,&l_310,&l_310,(void*)0}}};
                int32_t l_312 = 0x88084778L;
                int i, j, k;
                l_311[0] = &l_82;
                (*p_49) = (g_183 || (((l_312 ^= g_172[3]) , ((0xD09F39F39AA6E7E1LL && (safe_mul_func_int16_t_s_s((&p_51 == ((((safe_unary_minus_func_int16_t_s((safe_mul_func_int8_t_s_s(l_312, (g_320 = ((((safe_div_func_uint16_t_u_u(((l_312 , p_51) == (void*)0), p_50)) , g_264.f0) != l_243) != (-1L))))))) || (-5L)) <= 1L) , &g_60)), p_50))) != 0x257A66F0L)) , 4294967287UL));
                if (g_271)
                    goto lbl_321;
            }
        }
        if ((safe_add_func_uint64_t_u_u((*p_52), (((*l_331) = (((*l_330) = (((safe_mul_func_uint16_t_u_u((*l_237), (*l_237))) , g_232) == (((***l_301) >= ((*g_171) = (((safe_unary_minus_func_uint32_t_u(p_50)) , (1UL <= ((p_50 || (((((safe_mod_func_uint32_t_u_u(g_183, (*l_237))) & p_50) == 0xA8L) , p_50) , p_50)) ^ p_50))) , (*l_135)))) & (*l_237)))) != 0L)) != (***l_301)))))
        { /* block id: 141 */
            int32_t l_334 = 1L;
            int32_t l_336 = 0x1A68A8FDL;
            int32_t l_338[8];
            union U0 l_358 = {-1L};
            const uint32_t ***l_366 = (void*)0;
            const uint32_t ***l_367 = &l_364[1];
            uint32_t ***l_370 = &g_368;
            int16_t *l_382 = &l_173;
            int i;
            for (i = 0; i < 8; i++)
                l_338[i] = 0x16C27084L;
            for (g_62 = 0; (g_62 <= 33); ++g_62)
            { /* block id: 144 */
                int32_t *l_335 = &g_19[0][3][0];
                int32_t l_337 = 8L;
                uint16_t l_339 = 6UL;
                if (l_334)
                    break;
                p_49 = (l_335 = ((**l_301) = p_49));
                ++l_339;
            }
            for (g_217 = 9; (g_217 <= (-28)); g_217 = safe_sub_func_int16_t_s_s(g_217, 2))
            { /* block id: 153 */
                uint16_t **l_344 = &l_82;
                l_348 = (l_311[3] = l_344);
            }
            (*l_237) = (((*l_182) = ((*l_161) = (((safe_mod_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((1UL & (g_264.f1 && g_183)), (safe_mod_func_uint32_t_u_u((safe_add_func_int64_t_s_s(g_357, (p_50 = ((l_358 , (+(safe_div_func_uint32_t_u_u((((+l_363) , ((*l_367) = l_364[1])) != ((*l_370) = g_368)), (safe_mul_func_int16_t_s_s(((*l_382) &= (((*g_171) &= (safe_lshift_func_int8_t_s_u((~((safe_lshift_func_uint16_t_u_s((((safe_sub_func_int64_t_s_s((safe_rshift_func_int16_t_s_s(((*l_330) = (((*l_84) |= p_50) && (*l_237))), 13)), g_281.f1)) < l_338[7]) || l_358.f0), 11)) && 0x06350D1907783B1FLL)), 1))) & l_338[5])), p_50)))))) && (-1L))))), 0x01E014CDL)))), (*g_347))) , 0xDBL) & l_338[7]))) && l_338[0]);
            (*l_237) = (*l_237);
        }
        else
        { /* block id: 168 */
            int64_t l_403[8][6] = {{0xC4D5A98CA1072E60LL,(-7L),0xC4D5A98CA1072E60LL,(-1L),0x586C6C8BA5BAC467LL,0x586C6C8BA5BAC467LL},{0x269E3414A22B7EAALL,0xC4D5A98CA1072E60LL,0xC4D5A98CA1072E60LL,0x269E3414A22B7EAALL,(-7L),0x2B914E0A851D5CD1LL},{0x2B914E0A851D5CD1LL,0x269E3414A22B7EAALL,0x586C6C8BA5BAC467LL,0x269E3414A22B7EAALL,0x2B914E0A851D5CD1LL,(-1L)},{0x269E3414A22B7EAALL,0x2B914E0A851D5CD1LL,(-1L),(-1L),0x2B914E0A851D5CD1LL,0x269E3414A22B7EAALL},{0xC4D5A98CA1072E60LL,0x269E3414A22B7EAALL,(-7L),0x2B914E0A851D5CD1LL,(-7L),0x269E3414A22B7EAALL},{(-7L),0xC4D5A98CA1072E60LL,(-1L),0x586C6C8BA5BAC467LL,0x586C6C8BA5BAC467LL,(-1L)},{(-7L),(-7L),0x586C6C8BA5BAC467LL,0x2B914E0A851D5CD1LL,0x838411B8F87EE887LL,0x2B914E0A851D5CD1LL},{0xC4D5A98CA1072E60LL,(-7L),0xC4D5A98CA1072E60LL,(-1L),0x586C6C8BA5BAC467LL,0x586C6C8BA5BAC467LL}};
            uint8_t *l_405 = (void*)0;
            uint8_t *l_406 = (void*)0;
            uint8_t *l_407 = &l_80;
            int32_t * const *l_427 = &l_237;
            int32_t * const **l_426[1];
            int32_t * const ***l_425 = &l_426[0];
            int32_t * const ****l_424 = &l_425;
            int i, j;
            for (i = 0; i < 1; i++)
                l_426[i] = &l_427;
lbl_436:
            (*g_171) |= (safe_div_func_int8_t_s_s((((*p_49) = ((((safe_sub_func_uint32_t_u_u((*g_369), (-10L))) , (safe_sub_func_uint8_t_u_u(((*l_407) = (safe_sub_func_int8_t_s_s((safe_sub_func_int16_t_s_s((((p_50 > ((safe_rshift_func_uint16_t_u_s(((**g_346)++), ((*l_330) = p_50))) , ((0x5EL | (((safe_mod_func_int16_t_s_s((1UL || (safe_div_func_uint64_t_u_u(((-3L) <= (safe_add_func_uint8_t_u_u(((*l_331) ^= l_403[4][5]), (g_404 , l_403[2][4])))), g_320))), 2UL)) == (*g_369)) == p_50)) , p_50))) == p_50) & 0x335DL), 7L)), g_187))), g_281.f1))) || (***l_301)) >= (*l_237))) >= p_50), p_50));
            if ((((*g_138) = (g_232 , (p_50 == ((l_403[4][5] , l_410) == l_410)))) , ((+(*l_237)) != (safe_sub_func_int64_t_s_s(((safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_uint8_t_u((safe_lshift_func_uint8_t_u_u((safe_unary_minus_func_int64_t_s((((safe_add_func_int16_t_s_s(p_50, (!((((!((l_428 = l_424) == &l_425)) , p_52) == p_52) | 0x42F1L)))) >= g_357) , p_50))), p_50)))), (*g_347))) >= (-9L)), 18446744073709551615UL)))))
            { /* block id: 177 */
                int32_t *l_432 = &g_19[0][3][0];
                p_49 = ((*l_126) = l_432);
            }
            else
            { /* block id: 180 */
                uint32_t l_433 = 0xBF043807L;
                ++l_433;
                if (g_85)
                    goto lbl_436;
            }
            return p_49;
        }
    }
    else
    { /* block id: 186 */
        int64_t l_439 = 0xEF4AAAAE3DEFE9BELL;
        for (g_83 = 5; (g_83 <= 34); g_83++)
        { /* block id: 189 */
            int8_t l_440 = 0xB7L;
            uint16_t ** const l_441 = &l_81;
            uint16_t ***l_442 = &g_346;
            (*g_171) ^= (*p_49);
            l_440 |= (l_439 ^= (*p_49));
            (*l_442) = l_441;
            p_49 = p_49;
        }
    }
    ++l_445;
    return p_49;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_19[i][j][k], "g_19[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_83, "g_83", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_120[i], "g_120[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_162, "g_162", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_172[i], "g_172[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_183, "g_183", print_hash_value);
    transparent_crc(g_187, "g_187", print_hash_value);
    transparent_crc(g_217, "g_217", print_hash_value);
    transparent_crc(g_218, "g_218", print_hash_value);
    transparent_crc(g_232, "g_232", print_hash_value);
    transparent_crc(g_264.f0, "g_264.f0", print_hash_value);
    transparent_crc(g_264.f1, "g_264.f1", print_hash_value);
    transparent_crc(g_270, "g_270", print_hash_value);
    transparent_crc(g_271, "g_271", print_hash_value);
    transparent_crc(g_281.f0, "g_281.f0", print_hash_value);
    transparent_crc(g_281.f1, "g_281.f1", print_hash_value);
    transparent_crc(g_320, "g_320", print_hash_value);
    transparent_crc(g_357, "g_357", print_hash_value);
    transparent_crc(g_404.f0, "g_404.f0", print_hash_value);
    transparent_crc(g_404.f1, "g_404.f1", print_hash_value);
    transparent_crc(g_443, "g_443", print_hash_value);
    transparent_crc(g_444, "g_444", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_477[i], "g_477[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 131
XXX total union variables: 8

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 35
breakdown:
   depth: 1, occurrence: 73
   depth: 2, occurrence: 22
   depth: 3, occurrence: 1
   depth: 5, occurrence: 1
   depth: 13, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 2
   depth: 26, occurrence: 1
   depth: 30, occurrence: 1
   depth: 32, occurrence: 1
   depth: 33, occurrence: 1
   depth: 34, occurrence: 1
   depth: 35, occurrence: 1

XXX total number of pointers: 119

XXX times a variable address is taken: 243
XXX times a pointer is dereferenced on RHS: 44
breakdown:
   depth: 1, occurrence: 40
   depth: 2, occurrence: 1
   depth: 3, occurrence: 3
XXX times a pointer is dereferenced on LHS: 62
breakdown:
   depth: 1, occurrence: 59
   depth: 2, occurrence: 3
XXX times a pointer is compared with null: 5
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 1896

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 304
   level: 2, occurrence: 35
   level: 3, occurrence: 11
   level: 4, occurrence: 4
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 55
XXX number of pointers point to scalars: 63
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 36.1
XXX average alias set size: 1.34

XXX times a non-volatile is read: 358
XXX times a non-volatile is write: 201
XXX times a volatile is read: 6
XXX    times read thru a pointer: 0
XXX times a volatile is write: 1
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 146
XXX percentage of non-volatile access: 98.8

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 73
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 13
   depth: 2, occurrence: 23
   depth: 3, occurrence: 24

XXX percentage a fresh-made variable is used: 17.6
XXX percentage an existing variable is used: 82.4
********************* end of statistics **********************/

