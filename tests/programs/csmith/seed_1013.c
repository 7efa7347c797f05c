/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1013 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1013.c
 * Seed:      1013
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   volatile uint32_t  f0;
   uint32_t  f1;
   int64_t  f2;
   volatile int8_t  f3;
   int32_t  f4;
   volatile uint64_t  f5;
};

union U1 {
   const int16_t  f0;
   const struct S0  f1;
   const int8_t * const  volatile  f2;
};

union U2 {
   uint16_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_2 = 6L;/* VOLATILE GLOBAL g_2 */
static int32_t g_3 = 0L;
static int16_t g_11 = 0x23FAL;
static int8_t g_18 = 0x72L;
static int32_t g_32 = 0x9CBC21B0L;
static int64_t g_38 = 0xE0F61949F0DC4B63LL;
static int32_t g_43 = 0x925B974DL;
static int32_t *g_42 = &g_43;
static int32_t ** volatile g_46 = &g_42;/* VOLATILE GLOBAL g_46 */
static uint64_t g_61 = 0UL;
static int32_t g_78 = 0x129AC07FL;
static int8_t * const  volatile * volatile g_79 = (void*)0;/* VOLATILE GLOBAL g_79 */
static union U2 g_88 = {0x2DEFL};
static uint8_t g_97 = 0x7EL;
static int32_t g_100[6][3][2] = {{{(-1L),0L},{0L,(-1L)},{0L,0L}},{{(-1L),0L},{0L,(-1L)},{0L,0L}},{{(-1L),0L},{0L,(-1L)},{0L,0L}},{{(-1L),0L},{0L,(-1L)},{0L,0L}},{{(-1L),0L},{0L,(-1L)},{0L,0L}},{{(-1L),0L},{0L,(-1L)},{0L,0L}}};
static uint8_t g_111 = 0x0DL;
static volatile union U1 g_117 = {-7L};/* VOLATILE GLOBAL g_117 */
static volatile int8_t g_156 = (-1L);/* VOLATILE GLOBAL g_156 */
static volatile int8_t *g_155 = &g_156;
static volatile int8_t * volatile * const g_154 = &g_155;
static volatile int16_t g_168 = 0x8D13L;/* VOLATILE GLOBAL g_168 */
static struct S0 g_208 = {0x6E79218DL,4294967295UL,-9L,2L,-8L,0x1150710DF6C561C4LL};/* VOLATILE GLOBAL g_208 */
static volatile union U1 g_222 = {0L};/* VOLATILE GLOBAL g_222 */
static volatile struct S0 g_229 = {4294967288UL,2UL,-10L,0x89L,5L,0x5B012A3724DF3FE5LL};/* VOLATILE GLOBAL g_229 */
static int8_t *g_231 = &g_18;
static int8_t **g_230 = &g_231;
static uint32_t g_250 = 0xF4D32C97L;
static uint32_t g_307 = 1UL;
static volatile uint8_t g_324 = 0x5FL;/* VOLATILE GLOBAL g_324 */
static volatile uint8_t * volatile g_323 = &g_324;/* VOLATILE GLOBAL g_323 */
static volatile uint8_t * volatile *g_322 = &g_323;
static int16_t *g_352 = &g_11;
static int16_t **g_351 = &g_352;
static uint64_t g_398 = 0x8ADE01C4E1B6C5D4LL;
static int8_t g_400 = 6L;
static int32_t g_401 = 0xC5A1C4B3L;
static int16_t ** volatile * volatile *g_442[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int16_t ** volatile * volatile * volatile *g_441 = &g_442[4];
static struct S0 g_460 = {0UL,4294967293UL,0x8C80EB57E2701C66LL,-1L,1L,0x65033B92E2DCA7D3LL};/* VOLATILE GLOBAL g_460 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static const int32_t  func_12(int8_t * p_13, uint32_t  p_14, int32_t  p_15, int8_t * p_16);
static uint32_t  func_19(int16_t * p_20, uint8_t  p_21, uint8_t  p_22);
static int8_t * func_24(int32_t  p_25, uint16_t  p_26);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_11 g_2 g_18 g_32 g_38 g_46 g_42 g_43 g_78 g_79 g_88 g_88.f0 g_100 g_117 g_61 g_97 g_111 g_154 g_156 g_168 g_208 g_222 g_229 g_230 g_231 g_250 g_155 g_322 g_307 g_323 g_324 g_351 g_352 g_398 g_222.f0 g_441 g_401 g_460
 * writes: g_3 g_11 g_2 g_32 g_38 g_42 g_43 g_78 g_18 g_79 g_97 g_100 g_111 g_61 g_88.f0 g_208 g_250 g_307 g_230 g_398 g_401 g_441
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_23 = 8UL;
    int16_t * const l_30 = &g_11;
    int8_t *l_47 = &g_18;
    int64_t *l_112 = &g_38;
    int32_t l_140 = 0x82727C90L;
    int32_t *l_153 = (void*)0;
    int32_t l_159 = 0x3D58A4ADL;
    int32_t l_161[5][4];
    uint32_t l_169 = 0xE68B52A4L;
    int16_t *l_174 = (void*)0;
    uint8_t *l_186 = &g_97;
    uint16_t l_188[1][6][9] = {{{0xC3E5L,1UL,65534UL,1UL,0xC3E5L,0xC3E5L,1UL,65534UL,1UL},{1UL,0x568AL,65534UL,65534UL,0x568AL,1UL,0x568AL,65534UL,65534UL},{0xC3E5L,0xC3E5L,1UL,65534UL,1UL,0xC3E5L,0xC3E5L,1UL,65534UL},{65531UL,0x568AL,65531UL,1UL,1UL,65531UL,0x568AL,65531UL,1UL},{65531UL,1UL,1UL,65531UL,0x568AL,65531UL,1UL,1UL,65531UL},{0xC3E5L,1UL,65534UL,1UL,0xC3E5L,0xC3E5L,1UL,65534UL,1UL}}};
    int32_t l_204 = 0x203A4050L;
    int8_t **l_221 = &l_47;
    int8_t *** const l_220 = &l_221;
    int32_t l_252 = 0L;
    const int16_t *l_258 = &g_11;
    int8_t **l_325 = &l_47;
    int32_t *l_328 = (void*)0;
    uint32_t l_368[1][9][1] = {{{0x49DD9618L},{0x49DD9618L},{0x58FC6E82L},{0x49DD9618L},{0x49DD9618L},{0x58FC6E82L},{0x49DD9618L},{0x49DD9618L},{0x58FC6E82L}}};
    uint32_t l_436[2][3][9] = {{{0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL},{1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL},{0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL}},{{1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL},{0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL,0x6E12D0AEL,0x2620D03CL},{1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL}}};
    int16_t ***l_439 = &g_351;
    union U2 l_444 = {0xCDD7L};
    int i, j, k;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
            l_161[i][j] = 1L;
    }
    for (g_3 = (-23); (g_3 < 7); g_3++)
    { /* block id: 3 */
        uint32_t l_8 = 6UL;
        int16_t *l_9 = (void*)0;
        int16_t *l_10 = &g_11;
        int8_t *l_17 = &g_18;
        int16_t *l_29 = &g_11;
        int32_t *l_31[6] = {&g_32,&g_32,(void*)0,&g_32,&g_32,(void*)0};
        int8_t *l_95 = &g_18;
        int32_t l_144 = 1L;
        int32_t l_160 = 0x8C66A0E2L;
        int32_t l_162 = 0x54D71375L;
        int32_t l_163 = (-9L);
        int16_t l_164 = 0xF1FCL;
        int32_t l_165 = 0xEB65092CL;
        int32_t l_166[1];
        int64_t l_167[9] = {0x58EC0103C393CDE9LL,(-1L),0x58EC0103C393CDE9LL,(-1L),0x58EC0103C393CDE9LL,(-1L),0x58EC0103C393CDE9LL,(-1L),0x58EC0103C393CDE9LL};
        uint8_t *l_183 = &g_97;
        uint8_t **l_182 = &l_183;
        uint64_t *l_187 = &g_61;
        int i;
        for (i = 0; i < 1; i++)
            l_166[i] = 0x04C604A0L;
        g_2 |= (safe_mul_func_int16_t_s_s(l_8, ((*l_10) &= l_8)));
        if (((func_12(l_17, func_19(&g_11, l_23, ((((void*)0 == &g_18) , func_24((g_32 ^= (safe_add_func_int8_t_s_s((&g_18 == l_17), ((g_18 , l_29) != l_30)))), l_8)) != &g_18)), l_23, l_47) < 5UL) , l_8))
        { /* block id: 23 */
            uint16_t l_86 = 0x5678L;
            const int16_t *l_87 = &g_11;
            int8_t ** const l_103 = &l_17;
            uint8_t *l_110[1];
            int i;
            for (i = 0; i < 1; i++)
                l_110[i] = &g_97;
            for (g_18 = 5; (g_18 >= 1); g_18 -= 1)
            { /* block id: 26 */
                int8_t * const  volatile * volatile *l_80 = &g_79;
                uint8_t *l_96 = &g_97;
                (*l_80) = g_79;
                if ((**g_46))
                    continue;
                g_100[4][0][1] = ((safe_div_func_uint8_t_u_u(g_3, (safe_sub_func_int8_t_s_s((0x2B46159332C3216FLL | (safe_unary_minus_func_int32_t_s((g_78 &= ((*g_42) = l_86))))), (l_87 == (g_88 , &g_11)))))) || ((safe_sub_func_int8_t_s_s(((((((safe_mod_func_uint64_t_u_u(((safe_lshift_func_uint8_t_u_u(((*l_96) = (&g_18 == l_95)), 1)) , (l_8 && 0x00L)), g_43)) <= g_88.f0) < 247UL) , l_86) > g_88.f0) ^ g_43), 6UL)) , l_86));
            }
            (*g_42) = (safe_sub_func_uint32_t_u_u(((((&l_47 != l_103) , ((((safe_lshift_func_int8_t_s_s(l_86, (safe_div_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_s(((((g_111 = 0x89L) | (((l_112 != (g_38 , l_112)) , 65535UL) > (safe_rshift_func_int16_t_s_u((safe_rshift_func_int16_t_s_s(((1UL ^ g_100[4][0][1]) || (-1L)), 0)), g_100[3][1][1])))) , g_117) , g_78), g_88.f0)) ^ (-8L)), l_23)))) == 0xBBFAC555C44EF753LL) , g_100[4][0][1]) | g_61)) ^ g_100[0][0][1]) || l_86), l_8));
        }
        else
        { /* block id: 36 */
            int32_t *l_124 = &g_32;
            int32_t l_130 = 0x6CA3FDCBL;
            uint8_t *l_139[10];
            uint64_t *l_143[3];
            int i;
            for (i = 0; i < 10; i++)
                l_139[i] = &g_111;
            for (i = 0; i < 3; i++)
                l_143[i] = &g_61;
            l_144 |= (((g_61 = (safe_lshift_func_int16_t_s_s(((((*l_29) = (((*l_112) = (safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(0x87L, (((void*)0 == l_124) >= (((((safe_unary_minus_func_uint16_t_u((g_88 , (safe_div_func_uint32_t_u_u((safe_div_func_int8_t_s_s(l_8, g_100[2][2][0])), (l_130 | ((safe_mod_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s((safe_sub_func_int32_t_s_s((((safe_lshift_func_uint8_t_u_u(g_97, (++g_111))) & (&g_11 != (void*)0)) | 0UL), g_38)), g_3)), g_18)) , l_130))))))) && l_140) , g_100[3][0][0]) || l_23) & 0x7A0EL)))), 10))) , g_97)) != l_140) == 0xDCB97209L), g_18))) != l_8) & 0x5480BE89L);
            (*g_42) ^= (safe_mod_func_int16_t_s_s((safe_mod_func_int64_t_s_s((((safe_lshift_func_uint16_t_u_u((((g_18 || ((safe_add_func_uint64_t_u_u((g_61 = 0x31FC3C61D2E95C99LL), (l_31[1] == l_153))) || ((g_79 == g_154) > l_130))) == (g_32 | l_8)) <= l_130), 12)) <= 65531UL) <= g_3), l_23)), g_78));
        }
        for (g_88.f0 = 0; (g_88.f0 <= 5); g_88.f0 += 1)
        { /* block id: 47 */
            int32_t *l_157 = &g_100[3][2][0];
            int32_t *l_158[5] = {&g_100[4][0][1],&g_100[4][0][1],&g_100[4][0][1],&g_100[4][0][1],&g_100[4][0][1]};
            int i;
            --l_169;
        }
        l_161[0][0] ^= (((safe_add_func_int16_t_s_s((((((&l_164 != (l_174 = &l_164)) || ((*l_187) = (safe_unary_minus_func_int8_t_s((safe_mul_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(g_11, (l_140 & (((&l_163 != ((*g_46) = (*g_46))) , (safe_rshift_func_int16_t_s_u((((g_156 , ((*l_182) = l_17)) != ((safe_sub_func_uint16_t_u_u(((g_18 != (-6L)) <= 0xF9DAB1EBL), g_18)) , l_186)) & 0xB1L), 2))) <= g_11)))), g_32)))))) & g_18) >= l_164) ^ g_100[2][1][0]), l_188[0][1][5])) || l_188[0][1][5]) < g_100[4][0][1]);
    }
    for (l_23 = (-13); (l_23 >= 13); l_23++)
    { /* block id: 58 */
        int32_t **l_192 = &g_42;
        int32_t ***l_191 = &l_192;
        uint8_t * const *l_202 = &l_186;
        int16_t *l_256 = &g_11;
        int16_t l_264[4] = {(-3L),(-3L),(-3L),(-3L)};
        int32_t l_281 = 0xC595CE7EL;
        const int32_t l_286[7] = {1L,1L,1L,1L,1L,1L,1L};
        uint32_t *l_304 = (void*)0;
        uint32_t *l_305 = (void*)0;
        uint32_t *l_306 = &g_307;
        int i;
        if ((((*l_191) = (void*)0) == (((((&g_11 == (void*)0) && 0xCDL) , &l_140) != (*g_46)) , &g_42)))
        { /* block id: 60 */
            uint8_t l_195 = 0x1DL;
            int8_t *l_207[5][6] = {{(void*)0,&g_18,(void*)0,&g_18,&g_18,(void*)0},{&g_18,&g_18,&g_18,(void*)0,&g_18,&g_18},{&g_18,&g_18,&g_18,&g_18,(void*)0,&g_18},{&g_18,&g_18,&g_18,&g_18,&g_18,&g_18},{&g_18,&g_18,&g_18,&g_18,(void*)0,(void*)0}};
            union U2 l_217 = {1UL};
            uint32_t *l_238 = &g_208.f1;
            uint32_t *l_249[8];
            int32_t l_251 = 5L;
            int32_t *l_253[9][3] = {{(void*)0,(void*)0,(void*)0},{&g_43,&g_3,&g_43},{(void*)0,(void*)0,(void*)0},{&g_43,&g_3,&g_43},{(void*)0,(void*)0,(void*)0},{&g_43,&g_3,&g_43},{(void*)0,(void*)0,(void*)0},{&g_43,&g_3,&g_43},{(void*)0,(void*)0,(void*)0}};
            int i, j;
            for (i = 0; i < 8; i++)
                l_249[i] = &g_250;
            for (g_88.f0 = 0; (g_88.f0 < 57); g_88.f0 = safe_add_func_uint32_t_u_u(g_88.f0, 3))
            { /* block id: 63 */
                int32_t l_203 = (-1L);
                struct S0 *l_209 = &g_208;
                (**g_46) = ((l_195 || (safe_rshift_func_int16_t_s_s((safe_div_func_uint16_t_u_u(((((0x709EL > 0x6330L) && g_168) < ((&g_11 != (void*)0) , (++(*l_186)))) , (l_202 == (void*)0)), ((((*l_47) = l_203) ^ l_161[0][2]) , l_203))), l_204))) || g_32);
                if ((**g_46))
                    continue;
                (*g_42) = (l_203 , (((0x7DL != 0xA1L) | ((l_161[3][1] = 6UL) >= (l_195 && ((((safe_mul_func_int16_t_s_s(4L, 0x9CDEL)) || 0x5445F3A4L) , (((void*)0 != l_207[0][3]) == 5UL)) > 18446744073709551609UL)))) == l_195));
                (*l_209) = g_208;
            }
            (*g_42) ^= ((l_188[0][3][6] || (safe_mul_func_int8_t_s_s(((~(&g_155 != &g_155)) < ((safe_mod_func_int32_t_s_s((-1L), ((safe_lshift_func_int8_t_s_u(((g_3 , l_217) , (((void*)0 != l_220) || (g_222 , 0UL))), 0)) ^ g_111))) >= l_195)), l_161[2][2]))) == g_32);
            g_3 ^= ((((*l_112) = (safe_rshift_func_uint8_t_u_s((g_208 , ((safe_mul_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(((((*l_220) = (g_229 , g_230)) != (void*)0) , ((safe_mul_func_uint16_t_u_u(((safe_mul_func_uint64_t_u_u((safe_add_func_int64_t_s_s((((((g_250 |= ((l_161[1][0] = ((g_111 = (((((*l_238)++) || (**g_46)) < l_188[0][1][5]) != (!(((safe_mul_func_uint16_t_u_u(((g_38 , 18446744073709551613UL) && (safe_rshift_func_int16_t_s_s(((l_251 = (((~(safe_add_func_int32_t_s_s((-1L), g_88.f0))) , g_111) & (*g_231))) , 0xBBD1L), g_100[2][0][0]))), 0x0819L)) > l_195) || l_252)))) , l_161[2][2])) , g_229.f3)) >= 0x7CFB3C6DL) >= l_204) , l_161[2][2]) < 0x5D7D2588L), 1L)), 0UL)) <= g_97), l_169)) | g_38)), l_217.f0)), l_204)) || g_38)), 2))) == 0xF335C160B9AC8691LL) == 2L);
            return g_229.f1;
        }
        else
        { /* block id: 82 */
            int16_t **l_257 = &l_256;
            int32_t l_259 = (-1L);
            int32_t l_265 = 0xE7ECB968L;
            int32_t l_274[8] = {0L,1L,0L,1L,0L,1L,0L,1L};
            uint32_t l_282 = 0UL;
            int32_t l_285 = 0xD7878FC2L;
            int i;
            if (((safe_mod_func_int8_t_s_s((((*l_30) = (((*l_257) = l_256) != l_258)) >= (l_259 &= 1L)), 4UL)) || (safe_rshift_func_int8_t_s_s(0x54L, ((safe_sub_func_uint8_t_u_u((((1L >= (((***l_220) = (&g_231 != (void*)0)) || (*g_155))) , l_264[0]) | g_61), g_61)) && l_259)))))
            { /* block id: 87 */
                int32_t *l_266 = &l_159;
                int32_t *l_267 = &l_204;
                int32_t *l_268 = &g_78;
                int32_t *l_269 = &l_159;
                int32_t *l_270 = &l_259;
                int32_t l_271 = 0xADC683E3L;
                int32_t *l_272 = (void*)0;
                int32_t *l_273 = &g_43;
                int32_t *l_275 = &g_3;
                int32_t *l_276 = &l_204;
                int32_t *l_277 = &l_140;
                int32_t *l_278 = &g_43;
                int32_t *l_279 = (void*)0;
                int32_t *l_280[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_280[i] = &g_78;
                --l_282;
            }
            else
            { /* block id: 89 */
                l_285 = ((*g_42) &= 0x97C53701L);
                l_161[2][2] |= (*g_42);
                if (l_169)
                    break;
            }
            if (l_161[4][3])
                break;
        }
        (*g_42) ^= l_286[2];
        l_161[2][2] &= ((g_208.f2 <= (++(**l_202))) == ((((safe_div_func_uint16_t_u_u((!(safe_mul_func_uint16_t_u_u(g_38, ((safe_mul_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_u((((safe_lshift_func_uint8_t_u_u(((l_188[0][1][5] , g_250) >= g_229.f3), 7)) >= ((safe_add_func_uint32_t_u_u(((*l_306) = (g_208.f1 = 0xC1EE6548L)), l_188[0][1][5])) && ((safe_sub_func_uint32_t_u_u(0x34B923ABL, (+(((*g_42) | l_188[0][1][7]) == l_252)))) != 0x6EA25E12L))) && g_168), l_204)) != l_252), g_111)) <= 0xEAL)))), g_43)) && 0xF2F5L) || 0xC456L) || l_204));
        l_281 |= (**g_46);
    }
    if (((*g_42) |= (safe_mod_func_int8_t_s_s(((safe_div_func_uint32_t_u_u((((g_208.f0 , l_258) != &g_11) | ((((g_88 , (g_111 ^ (!((((safe_div_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s((((void*)0 != &g_11) | (safe_sub_func_uint16_t_u_u(g_3, (((*l_220) = (((g_322 == (void*)0) , l_252) , (*l_220))) != l_325)))), l_188[0][2][8])), 0x2E74L)) | l_140) >= 0x69F1D0214D9A3FAELL) > g_100[4][0][1])))) < l_140) | 1L) || g_208.f4)), l_159)) | l_188[0][2][2]), l_23))))
    { /* block id: 106 */
        for (l_140 = 0; (l_140 > (-26)); l_140 = safe_sub_func_uint8_t_u_u(l_140, 7))
        { /* block id: 109 */
            int16_t l_329[9][2] = {{0x87C4L,0x7378L},{0x91C6L,0x91C6L},{0x7378L,0x87C4L},{0L,0x87C4L},{0x7378L,0x91C6L},{0x91C6L,0x7378L},{0x87C4L,0L},{0x87C4L,0x7378L},{0x91C6L,0x91C6L}};
            int i, j;
            l_328 = (g_307 , (*g_46));
            (*l_328) ^= ((**g_322) | 0x99L);
            (*g_42) = 8L;
            if (l_329[8][1])
                break;
        }
    }
    else
    { /* block id: 115 */
        uint32_t l_335 = 18446744073709551615UL;
        int32_t l_343[8][7][4] = {{{0x70619037L,0x6167AC9DL,0xB705ECD1L,4L},{(-8L),(-10L),1L,0x4C8E3901L},{2L,0x70619037L,0x2FE54963L,2L},{0x4C8E3901L,(-1L),1L,(-8L)},{4L,0x93B9CF49L,0x5FD77E79L,0x70619037L},{(-10L),0xBF086C29L,(-1L),0x2FE54963L},{0xAE518391L,3L,(-8L),(-8L)}},{{8L,1L,0xB4E1BB27L,0x981969C1L},{1L,0x70619037L,1L,0xD9E98F55L},{0x7FC7DBD7L,2L,0x61262C6CL,4L},{(-1L),0x5FD77E79L,(-4L),2L},{9L,(-1L),(-4L),0x9CD08036L},{(-1L),3L,0x61262C6CL,8L},{0x7FC7DBD7L,0xB4E1BB27L,1L,(-1L)}},{{1L,(-1L),0xB4E1BB27L,0xAC96CF38L},{8L,0L,(-8L),(-1L)},{0xAE518391L,(-4L),(-1L),3L},{(-10L),4L,0x5FD77E79L,1L},{4L,0L,1L,0x7FC7DBD7L},{0x4C8E3901L,1L,0x2FE54963L,(-1L)},{2L,0x5C09B097L,1L,4L}},{{(-8L),3L,0xB705ECD1L,0xAE518391L},{0x70619037L,(-1L),0x2F6BA786L,2L},{0x2FE54963L,0x6167AC9DL,0x93B9CF49L,(-4L)},{(-8L),2L,0x7CAC46ECL,0x4C8E3901L},{0x981969C1L,0x2FE54963L,0x2FE54963L,0x981969C1L},{0xD9E98F55L,(-1L),(-10L),0x238FD6C5L},{4L,3L,0x89F9E21FL,0x70619037L}},{{2L,0x2F6BA786L,(-1L),0x70619037L},{0x9CD08036L,3L,9L,0x238FD6C5L},{8L,(-1L),0L,0x981969C1L},{(-1L),0x2FE54963L,1L,0x4C8E3901L},{0xAC96CF38L,2L,(-2L),(-4L)},{(-1L),0x6167AC9DL,0x255962F0L,2L},{3L,(-1L),(-4L),0xAE518391L}},{{1L,3L,(-2L),4L},{0x7FC7DBD7L,0x5C09B097L,0xCAF84911L,(-1L)},{(-1L),1L,0x7F52D78BL,1L},{0xB705ECD1L,(-1L),0x61262C6CL,0L},{(-1L),0x238FD6C5L,0x5C09B097L,(-2L)},{0xD9E98F55L,(-1L),2L,0x2FE54963L},{(-1L),(-1L),0x19A11FD6L,0xCAF84911L}},{{9L,1L,2L,1L},{(-1L),0x7F52D78BL,0L,0x93B9CF49L},{1L,(-2L),0x255962F0L,0x33CA6AD3L},{0xE84A11D5L,0xB4E1BB27L,0xAE518391L,0xD9E98F55L},{0xE84A11D5L,2L,0x255962F0L,0x238FD6C5L},{1L,0xD9E98F55L,0L,(-8L)},{(-1L),0xE84A11D5L,2L,(-1L)}},{{9L,0L,0x19A11FD6L,(-10L)},{(-1L),(-4L),2L,0x801A4F67L},{0xD9E98F55L,0x9CD08036L,0x5C09B097L,0xE84A11D5L},{(-1L),0x255962F0L,0x61262C6CL,(-10L)},{0xB705ECD1L,0x2FE54963L,0x7F52D78BL,0xB74E24A5L},{1L,0xE84A11D5L,(-2L),9L},{1L,0x19A11FD6L,(-10L),0x238FD6C5L}}};
        int16_t **l_353 = &g_352;
        int32_t l_355 = (-1L);
        int16_t ***l_360 = (void*)0;
        int32_t l_364 = (-6L);
        int32_t l_365 = 0xBE9DCE7CL;
        int32_t l_367 = 1L;
        int64_t *l_414 = &g_208.f2;
        int i, j, k;
        for (g_307 = 0; (g_307 >= 49); ++g_307)
        { /* block id: 118 */
            int32_t *l_332 = &l_140;
            int32_t *l_333[6];
            int32_t l_334 = 0x47ED4E44L;
            int8_t **l_354 = &g_231;
            uint16_t *l_356 = &l_188[0][1][5];
            uint32_t l_357[2];
            uint32_t *l_375 = &l_357[0];
            uint64_t *l_385 = &g_61;
            const int8_t ***l_392[1];
            const int8_t ****l_391 = &l_392[0];
            uint64_t *l_397 = &g_398;
            int8_t *l_399[1][1][7] = {{{&g_400,&g_400,&g_400,&g_400,&g_400,&g_400,&g_400}}};
            int32_t l_402 = (-7L);
            int i, j, k;
            for (i = 0; i < 6; i++)
                l_333[i] = &l_159;
            for (i = 0; i < 2; i++)
                l_357[i] = 0xD552B68DL;
            for (i = 0; i < 1; i++)
                l_392[i] = (void*)0;
            ++l_335;
            if (((safe_sub_func_uint8_t_u_u((+(safe_mul_func_uint8_t_u_u(((l_343[4][5][1] , (**g_46)) != (safe_lshift_func_int16_t_s_u(((safe_div_func_uint32_t_u_u((((*l_356) ^= ((safe_div_func_int64_t_s_s((((((+(((g_43 < g_88.f0) , (l_353 = g_351)) != &g_352)) , l_354) == (g_230 = (void*)0)) & ((l_355 = (0xA140F73AL > (*g_42))) && g_11)) > l_343[6][3][1]), 0x1F739ED68EBE1E89LL)) ^ g_100[3][0][0])) || 0x94AFL), 4294967290UL)) >= 255UL), 2))), l_357[0]))), (-1L))) & g_18))
            { /* block id: 124 */
                return g_18;
            }
            else
            { /* block id: 126 */
                int16_t ***l_359 = &l_353;
                int16_t ****l_358[6][1] = {{&l_359},{&l_359},{&l_359},{&l_359},{&l_359},{&l_359}};
                int32_t l_361 = 0x44B75739L;
                int32_t l_362 = 1L;
                int32_t l_363 = 0L;
                int32_t l_366 = 0x68E14357L;
                int i, j;
                l_360 = &g_351;
                l_368[0][6][0]--;
            }
            if ((safe_add_func_int8_t_s_s((0UL & ((l_30 != (*g_351)) , (safe_rshift_func_int8_t_s_s((g_401 = (18446744073709551615UL == (((*l_332) == ((*l_375)++)) & (safe_mul_func_uint16_t_u_u((((safe_rshift_func_int8_t_s_s(((**l_221) = ((((((*l_385) &= (~0x2FC2B95618E5596BLL)) & (((*l_186) |= (safe_mod_func_uint16_t_u_u(((safe_unary_minus_func_int16_t_s(((((*l_397) &= (safe_rshift_func_uint16_t_u_s((((*l_391) = (void*)0) == (void*)0), (safe_mod_func_uint8_t_u_u((((safe_sub_func_int64_t_s_s(g_11, 0x94024B2F533727D4LL)) > l_365) < l_335), (**g_322)))))) < 1UL) >= (-8L)))) != g_11), 1UL))) > (*g_231))) , 9UL) | 9L) <= (*l_332))), 2)) , l_159) && (*g_42)), 0x263FL))))), 6)))), l_402)))
            { /* block id: 137 */
                int32_t l_403 = 0xA068F2FCL;
                return l_403;
            }
            else
            { /* block id: 139 */
                (*l_332) ^= l_355;
            }
        }
        (*g_42) ^= (safe_div_func_uint8_t_u_u(((l_343[4][5][2] > ((*l_112) = (safe_lshift_func_uint8_t_u_u(l_188[0][2][2], 0)))) || ((*l_112) = (g_229.f1 , ((safe_rshift_func_int16_t_s_u(((safe_lshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s(l_343[4][5][1], ((void*)0 == l_414))), 8)) | (safe_add_func_int64_t_s_s((safe_mod_func_uint8_t_u_u((g_222.f0 > (7UL < (0UL == (*g_231)))), (*g_231))), g_11))), l_343[4][5][1])) || g_222.f0)))), g_111));
        for (g_88.f0 = 0; (g_88.f0 >= 33); ++g_88.f0)
        { /* block id: 148 */
            int32_t **l_421 = &l_328;
            int64_t **l_443 = &l_112;
            uint32_t l_458[8][6][2] = {{{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{1UL,0x909278F9L},{4294967295UL,0x909278F9L},{1UL,4294967295UL},{4294967295UL,4294967295UL}},{{4294967295UL,4294967295UL},{1UL,0x909278F9L},{4294967295UL,0x909278F9L},{1UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL}},{{1UL,0x909278F9L},{4294967295UL,0x909278F9L},{1UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{1UL,0x909278F9L}},{{4294967295UL,0x909278F9L},{1UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{1UL,0x909278F9L},{4294967295UL,0x909278F9L}},{{1UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{1UL,0x909278F9L},{4294967295UL,0x909278F9L},{1UL,4294967295UL}},{{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{1UL,0x909278F9L},{4294967295UL,0x909278F9L},{1UL,4294967295UL},{4294967295UL,4294967295UL}},{{4294967295UL,4294967295UL},{1UL,0x909278F9L},{4294967295UL,0x909278F9L},{1UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL}},{{1UL,0x909278F9L},{4294967295UL,0x909278F9L},{1UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{1UL,0x909278F9L}}};
            int16_t l_459 = 0x33ADL;
            int i, j, k;
            (*l_421) = &l_365;
            (*l_421) = &l_367;
            for (l_23 = 1; (l_23 < 1); l_23 = safe_add_func_uint64_t_u_u(l_23, 7))
            { /* block id: 153 */
                uint16_t *l_437 = &l_188[0][1][5];
                int32_t l_438 = 1L;
                int32_t *l_440 = &l_161[2][2];
                (*l_440) &= (safe_mul_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s((((((safe_div_func_int64_t_s_s((g_38 = ((**l_421) && ((~((((~((void*)0 == &g_250)) & (safe_mul_func_uint16_t_u_u(((*l_437) = ((((safe_div_func_int64_t_s_s(((**g_322) , (&g_42 != &g_42)), (((l_436[1][0][8] >= (((g_398 = (((((*l_414) = (0xD66CE1ADL || 4294967286UL)) , 9UL) && (*l_328)) < g_88.f0)) , (*g_42)) || (*l_328))) ^ 0x3E57C5767386948DLL) , 0x262438F264237AA7LL))) , (void*)0) == &g_154) , 0x246FL)), 65535UL))) || l_355) | 0UL)) , l_438))), 0xB1EEC1BB38EFC058LL)) & g_307) <= g_97) , l_439) == &l_353), (*l_328))) == g_18), 0UL));
                g_441 = g_441;
                return g_18;
            }
            (*l_328) = ((((((&g_38 != ((*l_443) = ((**l_421) , &g_38))) , l_444) , (((((((((-8L) == ((l_364 = (safe_add_func_int8_t_s_s((((*l_186) &= (safe_lshift_func_uint8_t_u_s(0xA0L, (safe_rshift_func_int8_t_s_u(((**l_421) != 0xABB6C9B942FDE634LL), ((((safe_rshift_func_int8_t_s_s(((~(safe_add_func_int16_t_s_s((g_229.f3 == (*l_328)), 0x04DFL))) & g_307), 1)) , (**l_421)) >= l_458[2][5][1]) < (**l_421))))))) <= l_459), 0UL))) <= g_398)) > (*g_352)) ^ g_401) , g_460) , &g_38) == &g_38) != (**l_421)) & (*l_328))) ^ l_365) >= l_365) != (**g_351));
        }
    }
    return g_208.f4;
}


/* ------------------------------------------ */
/* 
 * reads : g_38 g_2 g_11 g_18 g_42 g_43 g_78
 * writes: g_43 g_78
 */
static const int32_t  func_12(int8_t * p_13, uint32_t  p_14, int32_t  p_15, int8_t * p_16)
{ /* block id: 15 */
    uint64_t *l_60[4];
    int32_t l_62 = (-1L);
    int32_t l_65 = (-8L);
    int32_t l_74 = 8L;
    int32_t l_75 = (-1L);
    int64_t l_76 = (-5L);
    int32_t *l_77 = &g_78;
    int i;
    for (i = 0; i < 4; i++)
        l_60[i] = &g_61;
    (*l_77) &= (safe_div_func_uint32_t_u_u((g_38 && ((safe_mod_func_int32_t_s_s(((safe_add_func_int64_t_s_s(g_2, ((l_75 ^= ((*g_42) = (safe_rshift_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s((((safe_div_func_uint64_t_u_u((l_62 = g_11), (safe_mul_func_uint16_t_u_u(g_18, ((((l_65 = g_18) , ((l_65 = (((safe_div_func_int16_t_s_s((safe_sub_func_int64_t_s_s((safe_lshift_func_uint8_t_u_s((safe_sub_func_uint32_t_u_u((&l_65 == &l_65), (*g_42))), g_11)), l_65)), 0x60D2L)) , &l_65) != &l_65)) ^ (*p_16))) >= p_14) , p_15))))) , 0xA815L) <= g_43), g_18)), l_74)))) , 1L))) && 0L), (-4L))) , l_76)), 0xD189EEBBL));
    return (*l_77);
}


/* ------------------------------------------ */
/* 
 * reads : g_46
 * writes: g_42
 */
static uint32_t  func_19(int16_t * p_20, uint8_t  p_21, uint8_t  p_22)
{ /* block id: 12 */
    int32_t *l_45 = &g_43;
    (*g_46) = l_45;
    return p_22;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_38
 * writes: g_38 g_42
 */
static int8_t * func_24(int32_t  p_25, uint16_t  p_26)
{ /* block id: 7 */
    int8_t l_35 = 0xE3L;
    int16_t *l_36 = &g_11;
    int64_t *l_37 = &g_38;
    int32_t *l_39 = (void*)0;
    int32_t l_40 = 0xED0F12AFL;
    int32_t **l_41[10][3] = {{(void*)0,(void*)0,&l_39},{&l_39,&l_39,&l_39},{(void*)0,(void*)0,(void*)0},{&l_39,&l_39,&l_39},{&l_39,&l_39,(void*)0},{&l_39,&l_39,&l_39},{&l_39,&l_39,(void*)0},{&l_39,&l_39,&l_39},{&l_39,&l_39,(void*)0},{&l_39,&l_39,&l_39}};
    int8_t *l_44[3];
    int i, j;
    for (i = 0; i < 3; i++)
        l_44[i] = &l_35;
    l_40 ^= (((safe_rshift_func_uint8_t_u_u((l_35 , 250UL), 2)) | ((void*)0 != &g_32)) && (((&g_18 == &l_35) || ((*l_37) ^= (((0x8EL < g_3) , l_36) == l_36))) == l_35));
    g_42 = &g_3;
    return &g_18;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_78, "g_78", print_hash_value);
    transparent_crc(g_88.f0, "g_88.f0", print_hash_value);
    transparent_crc(g_97, "g_97", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_100[i][j][k], "g_100[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_117.f0, "g_117.f0", print_hash_value);
    transparent_crc(g_156, "g_156", print_hash_value);
    transparent_crc(g_168, "g_168", print_hash_value);
    transparent_crc(g_208.f0, "g_208.f0", print_hash_value);
    transparent_crc(g_208.f1, "g_208.f1", print_hash_value);
    transparent_crc(g_208.f2, "g_208.f2", print_hash_value);
    transparent_crc(g_208.f3, "g_208.f3", print_hash_value);
    transparent_crc(g_208.f4, "g_208.f4", print_hash_value);
    transparent_crc(g_208.f5, "g_208.f5", print_hash_value);
    transparent_crc(g_222.f0, "g_222.f0", print_hash_value);
    transparent_crc(g_229.f0, "g_229.f0", print_hash_value);
    transparent_crc(g_229.f1, "g_229.f1", print_hash_value);
    transparent_crc(g_229.f2, "g_229.f2", print_hash_value);
    transparent_crc(g_229.f3, "g_229.f3", print_hash_value);
    transparent_crc(g_229.f4, "g_229.f4", print_hash_value);
    transparent_crc(g_229.f5, "g_229.f5", print_hash_value);
    transparent_crc(g_250, "g_250", print_hash_value);
    transparent_crc(g_307, "g_307", print_hash_value);
    transparent_crc(g_324, "g_324", print_hash_value);
    transparent_crc(g_398, "g_398", print_hash_value);
    transparent_crc(g_400, "g_400", print_hash_value);
    transparent_crc(g_401, "g_401", print_hash_value);
    transparent_crc(g_460.f0, "g_460.f0", print_hash_value);
    transparent_crc(g_460.f1, "g_460.f1", print_hash_value);
    transparent_crc(g_460.f2, "g_460.f2", print_hash_value);
    transparent_crc(g_460.f3, "g_460.f3", print_hash_value);
    transparent_crc(g_460.f4, "g_460.f4", print_hash_value);
    transparent_crc(g_460.f5, "g_460.f5", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 101
   depth: 1, occurrence: 3
XXX total union variables: 5

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

XXX max expression depth: 42
breakdown:
   depth: 1, occurrence: 66
   depth: 2, occurrence: 12
   depth: 3, occurrence: 1
   depth: 8, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 2
   depth: 17, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 25, occurrence: 2
   depth: 26, occurrence: 2
   depth: 27, occurrence: 1
   depth: 30, occurrence: 1
   depth: 31, occurrence: 1
   depth: 32, occurrence: 1
   depth: 35, occurrence: 2
   depth: 42, occurrence: 1

XXX total number of pointers: 103

XXX times a variable address is taken: 145
XXX times a pointer is dereferenced on RHS: 41
breakdown:
   depth: 1, occurrence: 26
   depth: 2, occurrence: 15
XXX times a pointer is dereferenced on LHS: 55
breakdown:
   depth: 1, occurrence: 51
   depth: 2, occurrence: 3
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 14
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 6
XXX times a pointer is qualified to be dereferenced: 890

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 147
   level: 2, occurrence: 29
   level: 3, occurrence: 9
   level: 4, occurrence: 0
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 29
XXX number of pointers point to scalars: 73
XXX number of pointers point to structs: 1
XXX percent of pointers has null in alias set: 18.4
XXX average alias set size: 1.17

XXX times a non-volatile is read: 319
XXX times a non-volatile is write: 162
XXX times a volatile is read: 32
XXX    times read thru a pointer: 7
XXX times a volatile is write: 5
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 400
XXX percentage of non-volatile access: 92.9

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 64
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 12
   depth: 2, occurrence: 22
   depth: 3, occurrence: 19

XXX percentage a fresh-made variable is used: 19.4
XXX percentage an existing variable is used: 80.6
********************* end of statistics **********************/

