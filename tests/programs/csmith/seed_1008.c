/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1008 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1008.c
 * Seed:      1008
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_4[5] = {0x252CB136L,0x252CB136L,0x252CB136L,0x252CB136L,0x252CB136L};
static int16_t g_12 = (-8L);
static uint16_t g_14[3][9] = {{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL}};
static uint32_t g_18[5] = {0xCB8F6C21L,0xCB8F6C21L,0xCB8F6C21L,0xCB8F6C21L,0xCB8F6C21L};
static int32_t g_34[6] = {0x53423637L,0x53423637L,0x77AE2718L,0x53423637L,0x53423637L,0x77AE2718L};
static int32_t * const  volatile g_39 = (void*)0;/* VOLATILE GLOBAL g_39 */
static int32_t * volatile g_40 = (void*)0;/* VOLATILE GLOBAL g_40 */
static int32_t g_42 = (-1L);
static int32_t * volatile g_41[4] = {&g_42,&g_42,&g_42,&g_42};
static uint32_t g_59 = 1UL;
static int64_t g_69 = 1L;
static uint64_t g_90[10] = {0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL};
static int8_t g_115 = 0xA6L;
static uint32_t g_118 = 5UL;
static volatile uint32_t g_119[1][6][6] = {{{4294967295UL,0x876B1635L,4294967295UL,0x0419DFFBL,0x2091CAA3L,0x0419DFFBL},{4294967295UL,0x876B1635L,4294967295UL,0x0419DFFBL,0x2091CAA3L,0x0419DFFBL},{4294967295UL,0x876B1635L,4294967295UL,0x0419DFFBL,0x2091CAA3L,0x0419DFFBL},{4294967295UL,0x876B1635L,4294967295UL,0x0419DFFBL,0x2091CAA3L,0x0419DFFBL},{4294967295UL,0x876B1635L,4294967295UL,0x0419DFFBL,0x2091CAA3L,0x0419DFFBL},{4294967295UL,0x876B1635L,4294967295UL,0x0419DFFBL,0x2091CAA3L,0x0419DFFBL}}};
static uint32_t g_122 = 7UL;
static int32_t g_127 = 1L;
static uint32_t g_138[7][9][1] = {{{0UL},{0UL},{1UL},{0xE9FDC9EDL},{18446744073709551615UL},{0xE9FDC9EDL},{1UL},{0UL},{0UL}},{{1UL},{0xE9FDC9EDL},{18446744073709551615UL},{0xE9FDC9EDL},{1UL},{0UL},{0UL},{1UL},{0xE9FDC9EDL}},{{18446744073709551615UL},{0xE9FDC9EDL},{1UL},{0UL},{0UL},{1UL},{0xE9FDC9EDL},{18446744073709551615UL},{0xE9FDC9EDL}},{{1UL},{0UL},{0UL},{1UL},{0xE9FDC9EDL},{18446744073709551615UL},{0xE9FDC9EDL},{1UL},{0UL}},{{0UL},{1UL},{0xE9FDC9EDL},{18446744073709551615UL},{0xE9FDC9EDL},{1UL},{0UL},{0UL},{1UL}},{{0xE9FDC9EDL},{18446744073709551615UL},{0xE9FDC9EDL},{1UL},{0UL},{0UL},{1UL},{0xE9FDC9EDL},{18446744073709551615UL}},{{0xE9FDC9EDL},{1UL},{0UL},{0UL},{1UL},{0xE9FDC9EDL},{18446744073709551615UL},{0xE9FDC9EDL},{1UL}}};
static int64_t *g_140 = &g_69;
static uint16_t g_163 = 0UL;
static uint16_t g_165 = 4UL;
static int32_t g_167 = 0xE74D0DCDL;
static int32_t * volatile g_169 = (void*)0;/* VOLATILE GLOBAL g_169 */
static uint8_t g_179 = 255UL;
static uint8_t g_181 = 0UL;
static int16_t *g_219 = &g_12;
static int16_t **g_218 = &g_219;
static int16_t ***g_217 = &g_218;
static int16_t **** volatile g_216 = &g_217;/* VOLATILE GLOBAL g_216 */
static int8_t g_250[5] = {0xDAL,0xDAL,0xDAL,0xDAL,0xDAL};
static uint16_t g_273 = 65535UL;
static int32_t * volatile g_314 = &g_127;/* VOLATILE GLOBAL g_314 */
static int64_t g_343 = 0xA2D400F96E11731ALL;
static int64_t *g_342[4][8][1] = {{{&g_69},{&g_69},{&g_69},{(void*)0},{&g_69},{(void*)0},{&g_69},{&g_69}},{{&g_69},{(void*)0},{&g_69},{(void*)0},{&g_69},{&g_69},{&g_69},{(void*)0}},{{&g_69},{(void*)0},{&g_69},{&g_69},{&g_69},{(void*)0},{&g_69},{(void*)0}},{{&g_69},{&g_69},{&g_69},{(void*)0},{&g_69},{(void*)0},{&g_69},{&g_69}}};
static int64_t *g_344 = &g_343;
static int16_t g_363 = 0xAD69L;
static int32_t * volatile g_378 = &g_4[1];/* VOLATILE GLOBAL g_378 */
static volatile int64_t g_399 = (-1L);/* VOLATILE GLOBAL g_399 */
static volatile int64_t *g_398 = &g_399;
static volatile int64_t **g_397 = &g_398;
static volatile int64_t ***g_396[4][4][4] = {{{&g_397,&g_397,&g_397,&g_397},{&g_397,&g_397,&g_397,&g_397},{(void*)0,&g_397,&g_397,&g_397},{&g_397,(void*)0,&g_397,&g_397}},{{&g_397,(void*)0,&g_397,&g_397},{&g_397,&g_397,&g_397,&g_397},{&g_397,&g_397,&g_397,(void*)0},{(void*)0,&g_397,&g_397,&g_397}},{{&g_397,&g_397,&g_397,(void*)0},{&g_397,&g_397,&g_397,&g_397},{&g_397,&g_397,(void*)0,&g_397},{&g_397,&g_397,&g_397,&g_397}},{{(void*)0,&g_397,&g_397,&g_397},{&g_397,&g_397,&g_397,&g_397},{&g_397,&g_397,&g_397,&g_397},{&g_397,&g_397,&g_397,&g_397}}};
static int16_t ** const *g_408[1] = {&g_218};
static int16_t ** const **g_407 = &g_408[0];
static int16_t ** const *** volatile g_406 = &g_407;/* VOLATILE GLOBAL g_406 */
static int32_t g_416 = 0xB6F072E3L;
static int32_t * volatile g_440[5][4] = {{&g_127,&g_127,&g_127,&g_127},{&g_127,&g_127,&g_127,&g_127},{&g_127,&g_127,&g_127,&g_127},{&g_127,&g_127,&g_127,&g_127},{&g_127,&g_127,&g_127,&g_127}};
static const int32_t *g_461 = (void*)0;
static const int32_t ** volatile g_460 = &g_461;/* VOLATILE GLOBAL g_460 */
static const int32_t ** volatile g_470[6][1] = {{&g_461},{&g_461},{&g_461},{&g_461},{&g_461},{&g_461}};
static volatile uint64_t g_489 = 0x792E31E6C77A69A3LL;/* VOLATILE GLOBAL g_489 */
static uint32_t g_526 = 0xCD1C5668L;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int16_t  func_7(const int32_t  p_8);
static uint8_t  func_21(int16_t  p_22, uint16_t * const  p_23, int32_t ** p_24, int32_t  p_25, int32_t  p_26);
static int32_t  func_27(uint16_t  p_28, int8_t  p_29, int32_t ** p_30, uint8_t  p_31);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_250
 * writes:
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_3 = &g_4[1];
    int32_t **l_2 = &l_3;
    int16_t *l_11 = &g_12;
    uint16_t *l_13[1];
    uint32_t *l_17[8];
    int32_t **l_35 = &l_3;
    uint32_t l_94 = 0x8AADD0F3L;
    int16_t ***l_410[9];
    int16_t * const *l_476 = &g_219;
    int16_t * const **l_475[6] = {&l_476,&l_476,&l_476,&l_476,&l_476,&l_476};
    int16_t * const ***l_474[10];
    int16_t * const **** const l_473 = &l_474[5];
    uint32_t l_519 = 0UL;
    int32_t l_549 = 9L;
    int32_t l_553 = 0x52A0C308L;
    int32_t l_554 = 0L;
    int32_t l_555 = 0x8B289810L;
    int32_t l_557[1][9];
    uint32_t l_559 = 0x5373F0FCL;
    uint8_t l_568 = 0x08L;
    uint32_t l_587[10][8] = {{4294967295UL,1UL,0x604EF359L,0x5B01A7F6L,0xF47C42DFL,0xE4AA9525L,0UL,6UL},{4294967293UL,1UL,3UL,4294967295UL,1UL,5UL,0x1BCEC03AL,0x1BCEC03AL},{0x69736380L,4294967295UL,1UL,1UL,4294967295UL,0x69736380L,3UL,5UL},{0xB30B1212L,0xE4AA9525L,4294967292UL,1UL,1UL,5UL,4294967293UL,4294967295UL},{0x7671A741L,0x37D6EB45L,1UL,1UL,2UL,0UL,0xF47C42DFL,5UL},{0xF47C42DFL,2UL,1UL,1UL,0x604EF359L,0x1BCEC03AL,1UL,0x1BCEC03AL},{1UL,4294967295UL,4294967293UL,4294967295UL,1UL,3UL,4294967295UL,6UL},{5UL,5UL,4294967295UL,0x5B01A7F6L,4294967292UL,4294967293UL,0x7671A741L,4294967295UL},{4294967295UL,4294967294UL,4294967295UL,0x7671A741L,0x69736380L,0xF47C42DFL,4294967295UL,1UL},{4294967292UL,0xB30B1212L,4294967293UL,6UL,4294967294UL,1UL,1UL,4294967294UL}};
    uint16_t l_612 = 65526UL;
    int32_t l_616 = 2L;
    int8_t l_617 = 0x51L;
    uint8_t *l_623 = &l_568;
    int32_t *l_624 = &g_127;
    int i, j;
    for (i = 0; i < 1; i++)
        l_13[i] = &g_14[1][0];
    for (i = 0; i < 8; i++)
        l_17[i] = &g_18[3];
    for (i = 0; i < 9; i++)
        l_410[i] = &g_218;
    for (i = 0; i < 10; i++)
        l_474[i] = &l_475[4];
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 9; j++)
            l_557[i][j] = 0xC73D4338L;
    }
    (*l_2) = (void*)0;
    return g_250[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_165 g_219 g_12 g_343 g_138 g_90 g_273 g_378 g_181 g_396 g_4 g_14 g_119 g_115 g_218 g_127 g_167
 * writes: g_165 g_12 g_4 g_181 g_42 g_14 g_406 g_167
 */
static int16_t  func_7(const int32_t  p_8)
{ /* block id: 128 */
    uint8_t l_364 = 0UL;
    int32_t l_376 = (-1L);
    int64_t *l_405 = &g_69;
    int32_t *l_409 = &g_167;
    for (g_165 = 1; (g_165 < 8); ++g_165)
    { /* block id: 131 */
        uint64_t l_353 = 9UL;
        int16_t *l_362[8][5] = {{(void*)0,&g_363,&g_363,&g_363,&g_363},{(void*)0,&g_363,(void*)0,(void*)0,&g_363},{(void*)0,&g_363,(void*)0,&g_363,&g_363},{(void*)0,&g_363,&g_363,&g_363,&g_363},{(void*)0,&g_363,(void*)0,(void*)0,&g_363},{(void*)0,&g_363,(void*)0,&g_363,&g_363},{(void*)0,&g_363,&g_363,&g_363,&g_363},{(void*)0,&g_363,(void*)0,(void*)0,&g_363}};
        uint64_t l_375 = 18446744073709551615UL;
        uint64_t l_377 = 0UL;
        uint8_t *l_389 = &g_181;
        int64_t **l_401 = &g_344;
        int64_t ***l_400 = &l_401;
        int32_t *l_402 = &g_4[1];
        int32_t *l_403 = &g_42;
        uint16_t *l_404 = &g_14[1][0];
        int i, j;
        (*g_378) = (l_353 >= (((safe_sub_func_int8_t_s_s((safe_add_func_int16_t_s_s(((*g_219) |= (safe_lshift_func_uint16_t_u_s(p_8, 0))), (l_364 = (safe_lshift_func_int16_t_s_u(0xC997L, 15))))), ((((safe_add_func_int32_t_s_s(p_8, (((safe_mod_func_int32_t_s_s((safe_add_func_uint32_t_u_u(((g_343 > (g_138[5][2][0] && ((0x01L == (-4L)) == (safe_mul_func_int8_t_s_s(((((safe_mul_func_uint16_t_u_u((252UL < g_90[6]), l_353)) , 0xA4L) != p_8) != l_375), 0x12L))))) < 0x6B1F67A6L), l_376)), l_377)) && 65535UL) <= p_8))) == g_273) & l_377) , 255UL))) >= p_8) < l_376));
        g_406 = (((~0x5EL) < ((((1L == ((((safe_mul_func_uint8_t_u_u((&g_69 != ((!((((*l_404) |= (safe_sub_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u((((safe_div_func_int8_t_s_s((-1L), ((*l_389) |= l_364))) , (safe_add_func_uint64_t_u_u(((0xAA6224B2532C7C98LL != l_353) < (safe_add_func_uint8_t_u_u((((*l_389) = ((((*l_403) = ((*l_402) |= (safe_add_func_int32_t_s_s(p_8, (g_396[1][2][2] == l_400))))) == p_8) ^ 0x29L)) <= p_8), l_364))), 0x9BB46EE753C971A0LL))) || 0xA1822A15L), 9UL)), p_8))) || p_8) < l_364)) , l_405)), g_119[0][2][0])) && g_115) > p_8) && (**g_218))) <= 2UL) , 0xA6E1BA1BL) | g_127)) , (void*)0);
    }
    (*l_409) &= 7L;
    return p_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_59 g_42 g_90 g_4 g_69 g_119 g_138 g_127 g_14 g_118 g_12 g_167 g_122 g_165 g_216 g_218 g_219 g_140 g_34 g_181 g_163 g_273 g_250 g_314 g_115 g_343
 * writes: g_42 g_59 g_12 g_118 g_122 g_127 g_140 g_69 g_163 g_165 g_167 g_179 g_181 g_115 g_217 g_250 g_90 g_342 g_344
 */
static uint8_t  func_21(int16_t  p_22, uint16_t * const  p_23, int32_t ** p_24, int32_t  p_25, int32_t  p_26)
{ /* block id: 29 */
    int64_t l_95 = 0x9577EE7E4EBB7C4ELL;
    int32_t *l_96 = &g_42;
    int8_t l_135[10];
    int64_t **l_160 = (void*)0;
    uint8_t *l_178 = &g_179;
    uint8_t *l_180 = &g_181;
    uint64_t l_200 = 0xDD3F16023438911BLL;
    int8_t *l_207 = (void*)0;
    int8_t *l_208 = (void*)0;
    uint32_t *l_209 = &g_59;
    int16_t **l_213 = (void*)0;
    int16_t ***l_212[2][6][9] = {{{(void*)0,&l_213,&l_213,(void*)0,&l_213,&l_213,(void*)0,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213}},{{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213}}};
    int32_t l_238 = (-8L);
    uint32_t l_249 = 0x95595372L;
    int32_t l_277 = 0x30310DE8L;
    int32_t l_279 = 0x192DAD55L;
    int32_t l_282[5][10] = {{0x1DF76A9FL,0x15CD3094L,(-1L),(-1L),0x15CD3094L,0x1DF76A9FL,0x9A6DFD2DL,0x1AB0926FL,2L,0x1AB0926FL},{0x4616B0BCL,(-1L),2L,0xC9BA08D8L,2L,(-1L),0x4616B0BCL,0x9A6DFD2DL,0L,0L},{0x4616B0BCL,0L,0x1DF76A9FL,0xABFC40FAL,0xABFC40FAL,0x1DF76A9FL,0L,0x4616B0BCL,0x15CD3094L,0x9A6DFD2DL},{0x1DF76A9FL,0L,0x4616B0BCL,0x15CD3094L,0x9A6DFD2DL,0x15CD3094L,0x4616B0BCL,0L,0x1DF76A9FL,0xABFC40FAL},{2L,(-1L),0x4616B0BCL,0x9A6DFD2DL,0L,0L,0x9A6DFD2DL,0x4616B0BCL,(-1L),2L}};
    uint32_t l_312 = 0xA83E9DA6L;
    int64_t *l_341 = &l_95;
    int64_t *l_345[5][7] = {{&g_69,&g_343,(void*)0,(void*)0,&l_95,&g_343,(void*)0},{(void*)0,&l_95,(void*)0,&g_343,&g_343,(void*)0,&l_95},{&g_69,(void*)0,&g_343,(void*)0,&g_69,(void*)0,(void*)0},{(void*)0,&l_95,&l_95,(void*)0,&g_343,&g_343,&g_343},{(void*)0,&g_343,&g_343,(void*)0,&g_343,(void*)0,(void*)0}};
    int64_t l_346[5];
    int i, j, k;
    for (i = 0; i < 10; i++)
        l_135[i] = (-9L);
    for (i = 0; i < 5; i++)
        l_346[i] = 0L;
    (*l_96) = l_95;
    for (g_59 = (-24); (g_59 != 54); ++g_59)
    { /* block id: 33 */
        uint32_t l_99 = 0UL;
        int64_t *l_103 = &l_95;
        int8_t *l_114[9] = {&g_115,(void*)0,&g_115,(void*)0,&g_115,(void*)0,&g_115,(void*)0,&g_115};
        int32_t *l_116 = &g_4[2];
        uint32_t *l_117 = &g_118;
        uint32_t *l_120 = (void*)0;
        uint32_t *l_121 = &g_122;
        int32_t *l_123 = (void*)0;
        int32_t *l_124 = (void*)0;
        int32_t *l_125 = (void*)0;
        int32_t *l_126 = &g_127;
        int64_t **l_139 = (void*)0;
        int64_t *l_143 = &l_95;
        int16_t *l_151 = &g_12;
        int16_t **l_150 = &l_151;
        int16_t *l_161 = &g_12;
        uint16_t *l_162 = &g_163;
        uint16_t *l_164 = &g_165;
        int32_t *l_166 = &g_167;
        uint32_t l_168[10] = {1UL,18446744073709551615UL,18446744073709551615UL,1UL,0xD63EAABCL,1UL,1UL,1UL,0UL,18446744073709551615UL};
        int32_t *l_170 = (void*)0;
        int32_t l_171 = 0x0EBF16E3L;
        int i;
        (*l_126) = ((((l_99 | (*l_96)) , (l_99 != ((*l_121) = ((~(((*l_117) = ((safe_lshift_func_int16_t_s_u((((void*)0 != l_103) >= (safe_add_func_uint16_t_u_u(((*p_23) = (+65535UL)), (!((((0x2AL || (safe_rshift_func_uint16_t_u_u(((((&g_42 == ((((*l_96) = ((safe_lshift_func_uint16_t_u_u(((safe_mod_func_int64_t_s_s((l_103 == &g_90[6]), p_22)) | g_90[6]), g_42)) , 0x01L)) || 5UL) , l_116)) , (*l_116)) , (*l_96)) , g_4[1]), g_69))) , 0x4178B3ED55ED510FLL) | g_59) == g_4[4]))))), p_25)) & 1L)) && p_26)) && g_119[0][2][1])))) , p_26) == g_90[3]);
        (*l_96) ^= (safe_sub_func_int64_t_s_s((-4L), (g_69 &= (((safe_add_func_uint16_t_u_u((safe_unary_minus_func_uint64_t_u(((65533UL & 1L) >= (safe_lshift_func_uint8_t_u_u(l_135[8], 4))))), (safe_div_func_uint16_t_u_u((g_138[5][7][0] <= (((g_140 = &l_95) != (l_143 = (((safe_mul_func_uint16_t_u_u(2UL, (g_127 == g_14[1][0]))) , g_127) , &l_95))) & 0x6063A1CEL)), g_118)))) == (*l_126)) ^ (*l_126)))));
        l_171 |= ((0xF3C5D46AL > ((*l_166) |= (((((safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_s((((*l_164) = (((*l_126) = ((((*l_150) = (void*)0) == &g_12) , ((*l_96) = (*l_116)))) , (safe_sub_func_int32_t_s_s(p_25, (safe_sub_func_uint32_t_u_u(((*l_117) = ((*l_121) = 4294967288UL)), ((g_12 = (*l_126)) , ((safe_mod_func_uint16_t_u_u(((*l_162) = (((*l_161) ^= (safe_rshift_func_int8_t_s_u((l_160 != l_160), p_22))) && 6L)), (*l_96))) <= g_69)))))))) < g_138[3][6][0]), 1)), g_138[0][8][0])) > p_25), p_25)) ^ 0xB4DDF18D0889286ALL) > p_22) , l_103) != (void*)0))) != l_168[9]);
        (*l_166) &= 0L;
    }
lbl_316:
    if (((safe_lshift_func_int16_t_s_u(((safe_mod_func_int8_t_s_s(g_138[5][7][0], (safe_mul_func_uint8_t_u_u((p_25 == ((*l_180) = ((*l_178) = (*l_96)))), (safe_div_func_uint16_t_u_u(0xD544L, (safe_div_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u(((p_25 <= (safe_div_func_uint32_t_u_u((safe_div_func_int8_t_s_s((safe_add_func_uint32_t_u_u(((*l_209) |= (((safe_rshift_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(((g_115 = (safe_mul_func_uint8_t_u_u((*l_96), (l_200 ^ (safe_mul_func_int8_t_s_s((safe_add_func_int64_t_s_s((safe_mod_func_uint64_t_u_u((*l_96), 0xD67FFFD43EB6FFE1LL)), g_122)), p_25)))))) || 0xE2L), 0)), (*l_96))) && p_26) != g_69)), 0x7A3C9283L)), 0x0CL)), g_138[0][6][0]))) , g_127), 7)), g_165)))))))) == 0UL), 6)) , 0xE9DE1E5EL))
    { /* block id: 60 */
        int16_t ***l_215 = &l_213;
        uint32_t l_230 = 0x52B82488L;
        int32_t **l_237[9][3] = {{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96}};
        int64_t l_280 = 0xDE5E56C9CEF6D558LL;
        int64_t l_283[1][1];
        uint16_t l_285 = 0x42EEL;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_283[i][j] = (-1L);
        }
        for (p_26 = 27; (p_26 != (-21)); --p_26)
        { /* block id: 63 */
            int16_t ****l_214 = (void*)0;
            int32_t **l_231 = &l_96;
            const uint32_t *l_234 = &g_118;
            int8_t *l_235 = (void*)0;
            int8_t *l_236 = &g_115;
            (*g_216) = (l_215 = l_212[0][1][4]);
            if (g_167)
                goto lbl_316;
            (**l_231) = (l_238 &= (safe_sub_func_int16_t_s_s((**g_218), (((((255UL <= 0x9BL) <= ((((*l_236) = (safe_sub_func_int32_t_s_s((safe_sub_func_int64_t_s_s((safe_lshift_func_uint16_t_u_s((((safe_mod_func_uint64_t_u_u((l_230 && ((void*)0 != l_231)), (*l_96))) , (((safe_add_func_int64_t_s_s(((p_22 <= (l_234 == (void*)0)) != g_69), l_230)) != (*l_96)) || (**l_231))) , g_167), 14)), (*g_140))), 0xEAE04394L))) > 0L) | 5L)) && (*l_96)) , p_24) != l_237[1][2]))));
            return g_4[1];
        }
        (*l_96) = ((g_250[1] = (((&l_200 == (void*)0) || 4294967295UL) & (safe_lshift_func_int8_t_s_u((safe_lshift_func_int8_t_s_s(p_25, 6)), ((safe_mod_func_int16_t_s_s(((g_34[3] , (&l_135[8] == (void*)0)) >= p_22), (((*g_140) = (((safe_mod_func_int64_t_s_s((safe_div_func_uint64_t_u_u((&g_165 == (void*)0), p_22)), 0xB9CE0AD08EFB34F4LL)) <= l_249) ^ 1L)) ^ p_26))) , g_181))))) & p_22);
        for (g_167 = (-6); (g_167 >= 14); g_167 = safe_add_func_int32_t_s_s(g_167, 1))
        { /* block id: 76 */
            uint16_t *l_261 = &g_14[2][1];
            int32_t l_262 = 0x8943D24EL;
            int32_t l_263 = (-1L);
            int32_t l_264 = 0L;
            int64_t *l_269 = &g_69;
            for (g_42 = 23; (g_42 == 17); g_42 = safe_sub_func_uint32_t_u_u(g_42, 8))
            { /* block id: 79 */
                uint16_t l_265 = 0UL;
                l_238 = (safe_sub_func_int64_t_s_s((0x82L == (safe_mod_func_uint16_t_u_u(((*p_23) = 8UL), (g_163 = (safe_mul_func_int32_t_s_s(((((void*)0 == l_261) & p_25) , 0x918DAC4CL), (0x00834E5BL < g_181))))))), (*g_140)));
                if (p_26)
                    continue;
                if (l_262)
                    continue;
                --l_265;
            }
            if (((*l_96) = (2L == (*l_96))))
            { /* block id: 88 */
                (*l_96) |= 1L;
                return g_163;
            }
            else
            { /* block id: 91 */
                const int8_t l_275 = 0xDEL;
                int32_t l_276 = 0x2558EA93L;
                int32_t l_278 = (-3L);
                int32_t l_281 = 0x6D4E311FL;
                int32_t l_284 = 0x2CEF5FAAL;
                (*l_96) = ((~((l_269 == (p_26 , (void*)0)) >= ((((*g_140) = (((g_119[0][2][1] >= (safe_unary_minus_func_uint16_t_u(((*l_96) , ((safe_mul_func_int16_t_s_s(g_273, ((*l_96) ^ (!((l_264 = ((void*)0 != &g_115)) <= l_275))))) < l_275))))) == (*l_96)) , (*l_96))) , p_25) , g_167))) != (-1L));
                l_285++;
                if ((*l_96))
                    break;
                l_281 = (l_284 &= ((*l_96) &= (!p_22)));
            }
            (*l_96) = (l_263 ^= (*l_96));
        }
    }
    else
    { /* block id: 104 */
        int32_t l_299 = 0xDE8C6923L;
        uint64_t *l_303 = (void*)0;
        uint64_t *l_304 = &g_90[6];
        int16_t ****l_311 = &l_212[1][0][8];
        uint16_t *l_313 = &g_165;
        int32_t l_315 = 0L;
        (*g_314) ^= (((safe_div_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(0x26B1L, 7)), ((safe_lshift_func_uint16_t_u_u(((*l_313) &= ((safe_sub_func_uint64_t_u_u(l_299, ((safe_unary_minus_func_uint64_t_u((safe_mod_func_uint64_t_u_u(18446744073709551615UL, ((*l_304) = l_299))))) == ((*l_96) <= ((((((((void*)0 == &g_39) >= (safe_mul_func_uint16_t_u_u(((safe_sub_func_int16_t_s_s(((**g_218) = ((((p_25 > (0xF8A200C977F8B95DLL < p_25)) , (void*)0) == l_311) ^ p_22)), p_22)) != 0x1F7334F8L), (*l_96)))) ^ p_26) < 0L) , (*g_140)) , l_299) & l_312))))) , g_250[1])), 7)) != (*l_96)))), l_299)) == p_25) ^ p_25);
        (*p_24) = (*p_24);
        (*p_24) = (void*)0;
        l_315 = (*l_96);
    }
    for (g_115 = 15; (g_115 > (-24)); g_115--)
    { /* block id: 116 */
        int64_t ***l_331[5][7] = {{(void*)0,(void*)0,&l_160,(void*)0,(void*)0,&l_160,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_160,(void*)0,(void*)0,&l_160,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
        int32_t l_336 = (-1L);
        int8_t *l_347 = (void*)0;
        int8_t *l_348 = &l_135[2];
        int i, j;
        (*l_96) = (safe_sub_func_uint64_t_u_u(((safe_mul_func_int16_t_s_s(((safe_sub_func_int16_t_s_s((safe_add_func_int8_t_s_s((((*l_348) ^= ((((*g_140) = (safe_rshift_func_int8_t_s_u(((safe_mul_func_int8_t_s_s((((l_160 = (p_25 , &g_140)) != (void*)0) | ((safe_lshift_func_int16_t_s_s((((p_25 , ((safe_sub_func_uint64_t_u_u((65534UL >= l_336), (*g_140))) == ((((p_22 |= ((*g_219) = (safe_mul_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u(((g_342[0][5][0] = l_341) == (l_345[1][6] = (g_344 = &l_95))), 5)) < p_26), 0L)))) >= l_336) >= g_34[2]) , p_26))) == l_336) || p_26), l_336)) >= 0xBEB3E65D3785568FLL)), g_127)) , 9L), p_25))) != (-1L)) , l_346[1])) | l_336), (*l_96))), 3L)) , (*g_219)), 0xBCCCL)) | p_25), p_25));
    }
    return g_343;
}


/* ------------------------------------------ */
/* 
 * reads : g_34 g_59 g_4 g_42 g_14
 * writes: g_42 g_59 g_69 g_90 g_12
 */
static int32_t  func_27(uint16_t  p_28, int8_t  p_29, int32_t ** p_30, uint8_t  p_31)
{ /* block id: 5 */
    uint8_t l_38[2][9];
    int32_t l_45 = (-7L);
    int32_t l_46 = (-1L);
    uint64_t l_47 = 18446744073709551615UL;
    int i, j;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 9; j++)
            l_38[i][j] = 7UL;
    }
    for (p_28 = 23; (p_28 >= 8); p_28 = safe_sub_func_int32_t_s_s(p_28, 4))
    { /* block id: 8 */
        int32_t *l_43 = &g_42;
        int32_t *l_44[2];
        int i;
        for (i = 0; i < 2; i++)
            l_44[i] = (void*)0;
        (*l_43) = (g_34[2] | l_38[1][2]);
        l_47--;
        if (p_31)
            continue;
    }
    for (l_45 = 0; (l_45 >= (-15)); l_45 = safe_sub_func_uint8_t_u_u(l_45, 1))
    { /* block id: 15 */
        uint64_t l_91 = 0x262A889E4E2CD5B9LL;
        for (l_47 = 15; (l_47 <= 42); ++l_47)
        { /* block id: 18 */
            uint32_t *l_58[5][1];
            int32_t l_66 = 0x84865E5AL;
            int64_t *l_67 = (void*)0;
            int64_t *l_68 = &g_69;
            uint64_t *l_89[10][6][4] = {{{&g_90[6],(void*)0,&l_47,(void*)0},{&g_90[6],&g_90[6],&g_90[6],(void*)0},{&g_90[6],&g_90[8],&g_90[8],&g_90[6]},{&l_47,&l_47,(void*)0,&g_90[6]},{&g_90[0],(void*)0,&g_90[6],&g_90[6]},{&l_47,&l_47,&l_47,&g_90[6]}},{{&g_90[6],(void*)0,(void*)0,&g_90[6]},{(void*)0,&l_47,&g_90[8],&g_90[6]},{&l_47,&g_90[8],&g_90[6],(void*)0},{&g_90[6],&g_90[6],&g_90[6],(void*)0},{(void*)0,(void*)0,&g_90[6],&l_47},{(void*)0,&g_90[8],&l_47,(void*)0}},{{&l_47,(void*)0,&l_47,&g_90[6]},{(void*)0,&g_90[6],&g_90[6],(void*)0},{(void*)0,&l_47,&g_90[6],&l_47},{&g_90[6],&l_47,&g_90[6],&g_90[6]},{&l_47,&l_47,&g_90[8],&g_90[0]},{(void*)0,&g_90[8],(void*)0,&l_47}},{{&g_90[6],&g_90[0],&l_47,(void*)0},{&l_47,&g_90[0],&g_90[6],&l_47},{&g_90[0],&g_90[8],(void*)0,&g_90[0]},{&l_47,&l_47,&g_90[8],&g_90[6]},{&g_90[6],&l_47,&g_90[6],&l_47},{&g_90[6],&l_47,&l_47,(void*)0}},{{&g_90[6],&g_90[6],&g_90[6],&g_90[6]},{&l_47,(void*)0,&g_90[8],(void*)0},{&l_47,&g_90[8],&g_90[6],&l_47},{&g_90[6],(void*)0,&l_47,(void*)0},{&g_90[6],&g_90[6],&g_90[6],(void*)0},{&g_90[6],&g_90[8],&g_90[8],&g_90[6]}},{{&l_47,&l_47,(void*)0,&g_90[6]},{&g_90[0],(void*)0,&l_47,&g_90[6]},{&g_90[6],&g_90[6],&g_90[4],&g_90[6]},{&g_90[6],(void*)0,&g_90[5],&g_90[6]},{&l_47,&g_90[6],(void*)0,(void*)0},{&l_47,&g_90[6],&g_90[6],&l_47}},{{&g_90[6],(void*)0,&g_90[6],&g_90[5]},{(void*)0,&l_47,&l_47,&l_47},{&l_47,&g_90[6],&g_90[6],&l_47},{(void*)0,&l_47,&g_90[6],&g_90[6]},{&l_47,&g_90[6],&l_47,(void*)0},{(void*)0,&g_90[6],&g_90[6],&g_90[6]}},{{&g_90[6],&g_90[6],&g_90[6],&g_90[6]},{&l_47,&l_47,(void*)0,&g_90[8]},{&l_47,&g_90[6],&g_90[5],&g_90[6]},{&g_90[6],&g_90[8],&g_90[4],&g_90[5]},{&g_90[6],&g_90[8],&l_47,&g_90[6]},{&g_90[8],&g_90[6],&g_90[8],&g_90[8]}},{{(void*)0,&l_47,&g_90[6],&g_90[6]},{(void*)0,&g_90[6],&l_47,&g_90[6]},{&g_90[6],&g_90[6],(void*)0,(void*)0},{&g_90[6],&g_90[6],&l_47,&g_90[6]},{&g_90[6],&l_47,(void*)0,&l_47},{&g_90[6],&g_90[6],&l_47,&l_47}},{{&g_90[6],&l_47,(void*)0,&g_90[5]},{&g_90[6],(void*)0,&l_47,&l_47},{(void*)0,&g_90[6],&g_90[6],(void*)0},{(void*)0,&g_90[6],&g_90[8],&g_90[6]},{&g_90[8],(void*)0,&l_47,&g_90[6]},{&g_90[6],&g_90[6],&g_90[4],&g_90[6]}}};
            int16_t *l_92 = &g_12;
            int32_t l_93 = 1L;
            int i, j, k;
            for (i = 0; i < 5; i++)
            {
                for (j = 0; j < 1; j++)
                    l_58[i][j] = &g_59;
            }
            l_93 &= ((safe_mod_func_uint32_t_u_u((((safe_div_func_uint16_t_u_u((0xCDL != ((--g_59) && ((safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((l_38[1][2] , (8L || (((*l_68) = l_66) != (((safe_rshift_func_uint16_t_u_u(((((safe_mod_func_int16_t_s_s(((*l_92) = (safe_rshift_func_uint16_t_u_u((((safe_mod_func_uint64_t_u_u((g_59 || (((p_28 , 0xCA2AE39BL) , (safe_rshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s(((((((l_91 = (g_90[0] = ((~(safe_div_func_uint64_t_u_u((l_46 &= (safe_mod_func_int64_t_s_s((safe_lshift_func_uint8_t_u_u(g_4[1], ((p_29 ^ g_42) & g_14[1][0]))), 0x20C99D02BD444C67LL))), 1UL))) && g_59))) , 0x4AL) != l_45) >= (-1L)) && p_31) <= g_34[5]), g_14[1][0])), g_34[2]))) != g_34[5])), g_59)) > p_28) ^ g_59), g_34[3]))), 0x4B5BL)) < g_34[4]) >= p_28) || 247UL), 8)) != 0xAF85E685L) < p_28)))), l_66)), l_66)) < 0x03L))), p_28)) , 0L) & 0xA7FFF357798ED4FFLL), 0x4120B1A5L)) && 0x6ABEL);
        }
    }
    return g_42;
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
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_4[i], "g_4[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_12, "g_12", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_14[i][j], "g_14[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_18[i], "g_18[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_34[i], "g_34[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_59, "g_59", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_90[i], "g_90[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_115, "g_115", print_hash_value);
    transparent_crc(g_118, "g_118", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_119[i][j][k], "g_119[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_122, "g_122", print_hash_value);
    transparent_crc(g_127, "g_127", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_138[i][j][k], "g_138[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    transparent_crc(g_167, "g_167", print_hash_value);
    transparent_crc(g_179, "g_179", print_hash_value);
    transparent_crc(g_181, "g_181", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_250[i], "g_250[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_273, "g_273", print_hash_value);
    transparent_crc(g_343, "g_343", print_hash_value);
    transparent_crc(g_363, "g_363", print_hash_value);
    transparent_crc(g_399, "g_399", print_hash_value);
    transparent_crc(g_416, "g_416", print_hash_value);
    transparent_crc(g_489, "g_489", print_hash_value);
    transparent_crc(g_526, "g_526", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 117
XXX total union variables: 0

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

XXX max expression depth: 48
breakdown:
   depth: 1, occurrence: 49
   depth: 2, occurrence: 12
   depth: 3, occurrence: 2
   depth: 11, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 25, occurrence: 1
   depth: 29, occurrence: 2
   depth: 31, occurrence: 1
   depth: 33, occurrence: 2
   depth: 34, occurrence: 1
   depth: 39, occurrence: 1
   depth: 48, occurrence: 1

XXX total number of pointers: 127

XXX times a variable address is taken: 233
XXX times a pointer is dereferenced on RHS: 72
breakdown:
   depth: 1, occurrence: 52
   depth: 2, occurrence: 15
   depth: 3, occurrence: 0
   depth: 4, occurrence: 5
XXX times a pointer is dereferenced on LHS: 81
breakdown:
   depth: 1, occurrence: 77
   depth: 2, occurrence: 3
   depth: 3, occurrence: 0
   depth: 4, occurrence: 0
   depth: 5, occurrence: 1
XXX times a pointer is compared with null: 12
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 1182

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 344
   level: 2, occurrence: 99
   level: 3, occurrence: 2
   level: 4, occurrence: 17
   level: 5, occurrence: 3
XXX number of pointers point to pointers: 38
XXX number of pointers point to scalars: 89
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30.7
XXX average alias set size: 1.28

XXX times a non-volatile is read: 494
XXX times a non-volatile is write: 224
XXX times a volatile is read: 13
XXX    times read thru a pointer: 2
XXX times a volatile is write: 8
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 224
XXX percentage of non-volatile access: 97.2

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 49
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 18
   depth: 2, occurrence: 8
   depth: 3, occurrence: 10

XXX percentage a fresh-made variable is used: 15.9
XXX percentage an existing variable is used: 84.1
********************* end of statistics **********************/

