; ModuleID = '/tmp/more-1d3960.bc'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@llvm.embedded.module = private constant [8260 x i8] c"BC\C0\DE5\14\00\00\05\00\00\00b\0C0$JY\BEf\DD\FB\B5\BF\0BQ\80L\01\00\00\00!\0C\00\00\09\07\00\00\0B\02!\00\02\00\00\00\19\00\00\00\07\81#\91A\C8\04I\06\1029\92\01\84\0C%\05\08\19\1E\04\8Bb\80\18E\02B\92\0BB\C4\102\148\08\18K\0A2b\88Hp\C4!#D\12\87\8C\10A\92\02d\C8\08\B1\14 CF\88 \C9\012b\84X\0E\90\11#D\90\A1\82\A2\02\19\C3\07\CB\15\19b\8C\8C%\10\1D:t\C8\00\00\89 \00\00)\00\00\00\22f\04\10\B2B\82\89\11RB\82\89\91q\C2PH\0A\09&F\C6\05Bb&\08\C8\80\E6\08\90|\08\E6\08\C0`\18\01\19\CA@\00\C04@\19\0C\C3(\82a\CC\11\80\82\11\92\A4\14J\92$I\11\06`\04\A0\0CM\02Ta\18\8A\D0\00E\18\8624\00\90\14\C3)\D2\14Q\C2\E4\07\88\81\82i\8E (E\03\00I5\03P\84\EB*\C4u]W\09\86*\0C@\11\00` `\8E\00$\8C0TGISD\09\93\FF\FF\15\F0/\884\FD\13` b\18\00 \03\C0)\809\820\00\00\00Q\18\00\00\0E\03\00\00\1BX#\F8\FF\FF\FF\FF\010\05\C0\0F\008\00\FE\00\90\80>\08l! \DA!\1D\DC\A1\0D\D8\A1\1C\CE!\1C\D8\A1\0D\EC\A1\1C\C6\81\1E\DEA\1E\DA\E0\1E\D2\81\1C\E8\01\1D\009\A8\03;\00\06wx\876\10\87zH\07v\A0\87tp\87y\00\08wx\876\A0\07y\08\07x\80\87tp\87sh\83v\08\07z@\07\80\1E\E4\A1\1E\CA\01 \E6\81\1E\C2a\1C\D6\A1\0D\E0A\1E\DE\81\1E\CAa\1C\E8\E1\1D\E4\A1\0D\C4\A1\1E\CC\C1\1C\CAA\1E\DA`\1E\D2A\1F\CA\01\C0\03\80\A0\87p\90\87s(\07zh\83q\80\87z\00\F0\01\0F\EC\A0\0D\EC\80\0E\00\82\1E\C2A\1E\CE\A1\1C\E8\A1\0D\CC\A1\1C\C2\81\1E\EAA\1E\CAa\1E\805\18\87vx\07{`\835\18\07|\C0\036X\03s\C0\87y\90\076X\83vh\07|`\835\98\87y(\076X\83y\98\87r\90\036X\03|\C0\83;\00\08z\A8\07w(\876\18\07x\A8\07\E0\1C\CA\C1\1D\CAA\1E\D2a\1C\80\0D\8E\10\00\0B@\0A@e\0CD\10\80\C1\06g\10\80\05 \05\A02\06\22\08\C0`\83j\10\FF\FF\FF\FF?\00\A6\00\F8\01\00\07\C0\1F\00\12\D0\07\81-\00D;\A4\83;\B4\01;\94\C39\84\03;\B4\81=\94\C38\D0\C3;\C8C\1B\DCC:\90\03=\A0\03\00\07\C0\E0\0E\EF\D0\06\E2P\0F\E9\C0\0E\F4\90\0E\EE0\0F\00\E1\0E\EF\D0\06\F4 \0F\E1\00\0F\F0\90\0E\EEp\0Em\D0\0E\E1@\0F\E8\00\D0\83<\D4C9\00\C4<\D0C8\8C\C3:\B4\01<\C8\C3;\D0C9\8C\03=\BC\83<\B4\818\D4\839\98C9\C8C\1B\CCC:\E8C9\00x\00\10\F4\10\0E\F2p\0E\E5@\0Fm0\0E\F0P\0F\00>\E0\81\1D\B4\81\1D\D0\01@\D0C8\C8\C39\94\03=\B4\819\94C8\D0C=\C8C9\CC\03\B0\06\E3\D0\0E\EF`\0Fl\B0\06\E3\80\0Fx\C0\06k`\0E\F80\0F\F2\C0\06k\D0\0E\ED\80\0Fl\B0\06\F30\0F\E5\C0\06k0\0F\F3P\0Er\C0\06k\80\0Fxp\07\00A\0F\F5\E0\0E\E5\D0\06\E3\00\0F\F5\00\9CC9\B8C9\C8C:\8C\03\B0\81(\00\80\146\10F\00\90\C2\06\E2\10\00R\D80!\FF\FF\FF\FF?\00\A6\00\9C\02\E0\07\C0\1F\00\12P\07@\1F\04\B6\00l \92\01 \85\0D\84B\00\A4\B0\015\96\FF\FF\FF\FF\1F\00S\00\FC\00\80\03@\02\FA \B0\85\81h\87tp\876`\87r8\87p`\876\B0\87r\18\07zx\07yh\83{H\07r\A0\07t\00\E0\00\18\DC\E1\1D\DA@\1C\EA!\1D\D8\81\1E\D2\C1\1D\E6\01 \DC\E1\1D\DA\80\1E\E4!\1C\E0\01\1E\D2\C1\1D\CE\A1\0D\DA!\1C\E8\01\1D\00z\90\87z(\07\80\98\07z\08\87qX\876\80\07yx\07z(\87q\A0\87w\90\876\10\87z0\07s(\07yh\83yH\07}(\07\00\0F\00\82\1E\C2A\1E\CE\A1\1C\E8\A1\0D\C6\01\1E\EA\01\C0\07<\B0\836\B0\03:\00\08z\08\07y8\87r\A0\8760\87r\08\07z\A8\07y(\87y\00\D6`\1C\DA\E1\1D\EC\81\0D\D6`\1C\F0\01\0F\D8`\0D\CC\01\1F\E6A\1E\D8`\0D\DA\A1\1D\F0\81\0D\D6`\1E\E6\A1\1C\D8`\0D\E6a\1E\CAA\0E\D8`\0D\F0\01\0F\EE\00 \E8\A1\1E\DC\A1\1C\DA`\1C\E0\A1\1E\80s(\07w(\07yH\87q\006\18L\00,\00)l\88\9A\FF\FF\FF\FF\1F\00S\00N\01\F0\03\E0\0F\00\09\E8\83\C0\16\86\0D\84\13\00|\B0\81x\04`\D90\1A\D0\FF\FF\FF\FF\0F\80\1F\00p\00\FC\01 \11\ED\90\0E\EE\D0\06\ECP\0E\E7\10\0E\EC\D0\06\F6P\0E\E3@\0F\EF \0Fmp\0F\E9@\0E\F4\80\0E\00\1C\00\83;\BCC\1B\88C=\A4\03;\D0C:\B8\C3<\00\84;\BCC\1B\D0\83<\84\03<\C0C:\B8\C39\B4A;\84\03=\A0\03@\0F\F2P\0F\E5\00\10\F3@\0F\E10\0E\EB\D0\06\F0 \0F\EF@\0F\E50\0E\F4\F0\0E\F2\D0\06\E2P\0F\E6`\0E\E5 \0Fm0\0F\E9\A0\0F\E5\00\E0\01@\D0C8\C8\C39\94\03=\B4\C18\C0C=\00\F8\80\07v\D0\06v@\07\00A\0F\E1 \0F\E7P\0E\F4\D0\06\E6P\0E\E1@\0F\F5 \0F\E50\0F\C0\1A\8CC;\BC\83=\B0\C1\1A\8C\03>\E0\01\1B\AC\819\E0\C3<\C8\03\1B\ACA;\B4\03>\B0\C1\1A\CC\C3<\94\03\1B\AC\C1<\CCC9\C8\01\1B\AC\01>\E0\C1\1D\00\04=\D4\83;\94C\1B\8C\03<\D4\03p\0E\E5\E0\0E\E5 \0F\E90\0E\C0\06'\FA\FF\FF\FF\FF\010\05\E0\14\00?\00\FE\00\90\80>\D8pH\C0\C1\0B`0\D8\C5\06\D5\98\FE\FF\FF\FF\7F\00L\01\F0\03\00\0E\80?\00$\A0\0F\02[\18\88vH\07wh\03v(\87s\08\07vh\03{(\87q\A0\87w\90\876\B8\87t \07z@\07\00\0E\80\C1\1D\DE\A1\0D\C4\A1\1E\D2\81\1D\E8!\1D\DCa\1E\00\C2\1D\DE\A1\0D\E8A\1E\C2\01\1E\E0!\1D\DC\E1\1C\DA\A0\1D\C2\81\1E\D0\01\A0\07y\A8\87r\00\88y\A0\87p\18\87uh\03x\90\87w\A0\87r\18\07zx\07yh\03q\A8\07s0\87r\90\876\98\87t\D0\87r\00\F0\00 \E8!\1C\E4\E1\1C\CA\81\1E\DA`\1C\E0\A1\1E\00|\C0\03;h\03;\A0\03\80\A0\87p\90\87s(\07zh\03s(\87p\A0\87z\90\87r\98\07`\0D\C6\A1\1D\DE\C1\1E\D8`\0D\C6\01\1F\F0\80\0D\D6\C0\1C\F0a\1E\E4\81\0D\D6\A0\1D\DA\01\1F\D8`\0D\E6a\1E\CA\81\0D\D6`\1E\E6\A1\1C\E4\80\0D\D6\00\1F\F0\E0\0E\00\82\1E\EA\C1\1D\CA\A1\0D\C6\01\1E\EA\018\87rp\87r\90\87t\18\07`\83D\05\C0.\00\09\B0\00\B9\00\D0\81\D1QA@l`*\01X\00R0\06*\08\90\0D\8F\F5\FF\FF\FF\FF\03`\0A\C0)\00~\00H@\1F\04\B60l@\AE\00H\80\05\A0\83\0D\08&\00\09\B0\00\D5\06\22#\00>\D8@\1A\DA\FF\FF\FF\FF\0F\80\1F\00\7F\00H\81-\00D;\A4\83;\B4\01;\94\C39\84\03;\B4\81=\94\C38\D0\C3;\C8C\1B\DCC:\90\03=\A0\03\00\07\C0\E0\0E\EF\D0\06\E2P\0F\E9\C0\0E\F4\90\0E\EE0\0F\00\E1\0E\EF\D0\06\F4 \0F\E1\00\0F\F0\90\0E\EEp\0Em\D0\0E\E1@\0F\E8\00\D0\83<\D4C9\00\C4<\D0C8\8C\C3:\B4\01<\C8\C3;\D0C9\8C\03=\BC\83<\B4\818\D4\839\98C9\C8C\1B\CCC:\E8C9\00x\00\10\F4\10\0E\F2p\0E\E5@\0Fm0\0E\F0P\0F\00>\E0\81\1D\B4\81\1D\D0\01@\D0C8\C8\C39\94\03=\B4\819\94C8\D0C=\C8C9\CC\03\B0\06\E3\D0\0E\EF`\0Fl\B0\06\E3\80\0Fx\C0\06k`\0E\F80\0F\F2\C0\06k\D0\0E\ED\80\0Fl\B0\06\F30\0F\E5\C0\06k0\0F\F3P\0Er\C0\06k\80\0Fxp\07\00A\0F\F5\E0\0E\E5\D0\06\E3\00\0F\F5\00\9CC9\B8C9\C8C:\8C\03\B0A5\B6\FF\FF\FF\FF\1F\00S\00\FC\00\80\03\E0\0F\00\09\E8\83\C0\16\02\A2\1D\D2\C1\1D\DA\80\1D\CA\E1\1C\C2\81\1D\DA\C0\1E\CAa\1C\E8\E1\1D\E4\A1\0D\EE!\1D\C8\81\1E\D0\01\80\03`p\87wh\03q\A8\87t`\07zH\07w\98\07\80p\87wh\03z\90\87p\80\07xH\07w8\876h\87p\A0\07t\00\E8A\1E\EA\A1\1C\00b\1E\E8!\1C\C6a\1D\DA\00\1E\E4\E1\1D\E8\A1\1C\C6\81\1E\DEA\1E\DA@\1C\EA\C1\1C\CC\A1\1C\E4\A1\0D\E6!\1D\F4\A1\1C\00<\00\08z\08\07y8\87r\A0\876\18\07x\A8\07\00\1F\F0\C0\0E\DA\C0\0E\E8\00 \E8!\1C\E4\E1\1C\CA\81\1E\DA\C0\1C\CA!\1C\E8\A1\1E\E4\A1\1C\E6\01X\83qh\87w\B0\076X\83q\C0\07<`\8350\07|\98\07y`\835h\87v\C0\076X\83y\98\87r`\835\98\87y(\079`\835\C0\07<\B8\03\80\A0\87zp\87rh\83q\80\87z\00\CE\A1\1C\DC\A1\1C\E4!\1D\C6\01\D8\80p\01\B0\00\A4\00T\1B\FA\A2\FB\FF\FF\FF\FF\01\90\88vH\07wh\03v(\87s\08\07vh\03{(\87q\A0\87w\90\876\B8\87t \07z@\07\00\0E\80\C1\1D\DE\A1\0D\C4\A1\1E\D2\81\1D\E8!\1D\DCa\1E\00\C2\1D\DE\A1\0D\E8A\1E\C2\01\1E\E0!\1D\DC\E1\1C\DA\A0\1D\C2\81\1E\D0\01\A0\07y\A8\87r\00\88y\A0\87p\18\87uh\03x\90\87w\A0\87r\18\07zx\07yh\03q\A8\07s0\87r\90\876\98\87t\D0\87r\00\F0\00 \E8!\1C\E4\E1\1C\CA\81\1E\DA`\1C\E0\A1\1E\00|\C0\03;h\03;\A0\03\80\A0\87p\90\87s(\07zh\03s(\87p\A0\87z\90\87r\98\07`\0D\C6\A1\1D\DE\C1\1E\D8`\0D\C6\01\1F\F0\80\0D\D6\C0\1C\F0a\1E\E4\81\0D\D6\A0\1D\DA\01\1F\D8`\0D\E6a\1E\CA\81\0D\D6`\1E\E6\A1\1C\E4\80\0D\D6\00\1F\F0\E0\0E\00\82\1E\EA\C1\1D\CA\A1\0D\C6\01\1E\EA\018\87rp\87r\90\87t\18\07`\C3Xx\FF\FF\FF\FF?\00\D2\E0\0E\EF\D0\06\E2P\0F\E9\C0\0E\F4\90\0E\EE0\0F\00\E1\0E\EF\D0\06\F4 \0F\E1\00\0F\F0\90\0E\EEp\0Em\D0\0E\E1@\0F\E8\00\D0\83<\D4C9\00\C4<\D0C8\8C\C3:\B4\01<\C8\C3;\D0C9\8C\03=\BC\83<\B4\818\D4\839\98C9\C8C\1B\CCC:\E8C9\00x\00\10\F4\10\0E\F2p\0E\E5@\0Fm0\0E\F0P\0F\00>\E0\81\1D\B4\81\1D\D0\01@\D0C8\C8\C39\94\03=\B4\819\94C8\D0C=\C8C9\CC\03\B0\06\E3\D0\0E\EF`\0Fl\B0\06\E3\80\0Fx\C0\06k`\0E\F80\0F\F2\C0\06k\D0\0E\ED\80\0Fl\B0\06\F30\0F\E5\C0\06k0\0F\F3P\0Er\C0\06k\80\0Fxp\07\00A\0F\F5\E0\0E\E5\D0\06\E3\00\0F\F5\00\9CC9\B8C9\C8C:\8C\03\B0!,\BE\FF\FF\FF\FF\1F\06wx\876\10\87zH\07v\A0\87tp\87y\00\08wx\876\A0\07y\08\07x\80\87tp\87sh\83v\08\07z@\07\80\1E\E4\A1\1E\CA\01 \E6\81\1E\C2a\1C\D6\A1\0D\E0A\1E\DE\81\1E\CAa\1C\E8\E1\1D\E4\A1\0D\C4\A1\1E\CC\C1\1C\CAA\1E\DA`\1E\D2A\1F\CA\01\C0\03\80\A0\87p\90\87s(\07zh\83q\80\87z\00\F0\01\0F\EC\A0\0D\EC\80\0E\00\82\1E\C2A\1E\CE\A1\1C\E8\A1\0D\CC\A1\1C\C2\81\1E\EAA\1E\CAa\1E\805\18\87vx\07{`\835\18\07|\C0\036X\03s\C0\87y\90\076X\83vh\07|`\835\98\87y(\076X\83y\98\87r\90\036X\03|\C0\83;\00\08z\A8\07w(\876\18\07x\A8\07\E0\1C\CA\C1\1D\CAA\1E\D2a\1C\80\0D\04\18\00\C0\19l \C2 \00\CE`\03!\06\FF\FF\FF\FF?\00\D2\06b\0C\04\E0\0C60d\10\00\A4\00\9CA\10\10A\1A\C0\C2\06\A6\0C\04\80\14\803\08\02$H\03X\D8\10\99\C1\FF\FF\FF\FF\0F\802\B8\C3;\B4\818\D4C:\B0\03=\A4\83;\CC\03\B0\E18\03\E0\E0\050\00\B8\0D\13\1A\FC\FF\FF\FF\FF\00(\804\B8\C3;\B4\818\D4C:\B0\03=\A4\83;\CC\03\B0\A1H\03 \08\88\0D\85\1A\04A@l0\D6 \00H\018\83\0D\04\1B\14\00)\00\00\00I\18\00\00\1E\00\00\00\13\86@\18&\10Da\1C\13\02dBA\18G\A2L\10\16f\C2\D08\CF\04\012&\04\D1\84\81\90\8C\09\C3DU\13\08\EB\C2\B2\09\82fL\106n\82\D0\19\13\04\CF\98 \10\C6\04\A1+&\08\9F1a@\C0 \0C&\08b0\06\13\820\98 \90A\19L\10\CC\C0\98\10\9C\C1\04\01\0D\8C\09\85\19\18G\A2L\10\D2@\0D&\18h\B0\06G\A2\B0\01\00\00\130|\C0\03;\F8\05;\A0\836\A8\07wX\07wx\87{p\876`\87tp\87z\C0\8768\07w\A8\87\0D\AFP\0Em\D0\0EzP\0Em\00\0Frp\07p\A0\07s \07z0\07r\D0\06\F0 \07w\10\07z0\07r\A0\07s \07m\00\0Frp\07r\A0\07v@\07z`\07t\D0\06\E9`\07t\A0\07v@\07m\90\0Eq \07x\A0\07q \07x\D0\06\E6\80\07p\A0\07q \07x\D0\06\EE\80\07z\10\07v\A0\07s \07z`\07t\D0\06\B3\10\07r\80\07J\0F\08\11\12A\86\8C\14\11\014B\98\9Cz\F4\F2\9C>\7F\C1\E5\EF\B3<\DC\9E\BF\CC\E50\BD./\CF_\ED\B7\BC\EC\1A\EF\A0\00B\18\B4$\00\00 \00\00\00\08\08\00\00vP\840\08\1B0\00@ \00\00\00\04\04\00\00C*\83(\00\00\08\00\00\00\04\00\00\00 \00\08`H\A5\08\07\00\00\02\00\00\80\00\00\00\00\04\00\01\0C\A9\98\06\01\02`\00\00\00\00\00\00\00\00\00 \80!Uf,\00\00\10\00\00\00\02\00\00\00\10\00\040\A4\FA\08\06\00\80\02\00\00@\00\00\00\00\02\80\00\86Tc`9@\00\18\00\00\00\00\00\00\00\00\00\040\A4\CA\03\CA\01\02\C0\00\00\00\00\00\00\00\00\00 \80!U+\08\0F\00\00\07\00\00\80\00\00\00\00\04\00\01\0C\A9^\01\82\80\00@\00\00\00\00\00\00\00\00\00\08`H\F5\0B\0E\04\04\00\02\00\00\00\00\00\00\00\00@\00C\AAv\10\22\00\00\12\00\00\00\01\00\00\00\08\00\02\18R\BDC!\01\00\A0\00\00\00\08\00\00\00@\00\10\C0\90\8A\1E*\0B\08\80\05\00\00\00\00\00\00\00\00\80\00\86T)1D\00\000\00\00\00\02\00\00\00\10\00\040\A4b\09\82\01\00\A0\01\00\00\10\00\00\00\80\00 \80!\15L8\11\10\00\03\00\00\00\00\00\00\00\00\00\01\0C\A9|B\C0\00\00p\00\00\00\04\00\00\00 \00\08`H\05\16\05\06\04\C0\03\00\00 \00\00\00\00\00@\00C\AA\B2`2 \00\06\00\00\00\00\00\00\00\00\00\02\18R\C5\C5\11\01\00\00\01\00\00\08\00\00\00@\00\10\C0\90\0A/\08\0D\00\80\08\00\00@\00\00\00\00\02\80\00\86T|al@\00H\00\00\00\02\00\00\00\00\00\040\A4\12\8D\8D\03\02`\02\00\00\00\00\00\00\00\00 \00\89\0D\02\85\09\0E\00\00\B2@\0C\00\00\002\1E\98\18\19\11L\90\8C\09&G\C6\04C\12\D4)\91A%6\9B\0C*\91A%\B2\82\86\11\80\12(\84\82(\82r\A0d\04\A0@\03\00\00\B1\18\00\00\C3\00\00\003\08\80\1C\C4\E1\1Cf\14\01=\88C8\84\C3\8CB\80\07yx\07s\98q\0C\E6\00\0F\ED\10\0E\F4\80\0E3\0CB\1E\C2\C1\1D\CE\A1\1Cf0\05=\88C8\84\83\1B\CC\03=\C8C=\8C\03=\CCx\8Ctp\07{\08\07yH\87pp\07zp\03vx\87p \87\19\CC\11\0E\EC\90\0E\E10\0Fn0\0F\E3\F0\0E\F0P\0E3\10\C4\1D\DE!\1C\D8!\1D\C2a\1Ef0\89;\BC\83;\D0C9\B4\03<\BC\83<\84\03;\CC\F0\14v`\07{h\077h\87rh\077\80\87p\90\87p`\07v(\07v\F8\05vx\87w\80\87_\08\87q\18\87r\98\87y\98\81,\EE\F0\0E\EE\E0\0E\F5\C0\0E\EC0\03b\C8\A1\1C\E4\A1\1C\CC\A1\1C\E4\A1\1C\DCa\1C\CA!\1C\C4\81\1D\CAa\06\D6\90C9\C8C9\98C9\C8C9\B8\C38\94C8\88\03;\94\C3/\BC\83<\FC\82;\D4\03;\B0\C3\0C\C7i\87pX\87rp\83th\07x`\87t\18\87t\A0\87\19\CES\0F\EE\00\0F\F2P\0E\E4\90\0E\E3@\0F\E1 \0E\ECP\0E3 (\1D\DC\C1\1E\C2A\1E\D2!\1C\DC\81\1E\DC\E0\1C\E4\E1\1D\EA\01\1Ef\18Q8\B0C:\9C\83;\CCP$v`\07{h\077`\87wx\07x\98QL\F4\90\0F\F0P\0E3\1Ej\1E\CAa\1C\E8!\1D\DE\C1\1D~\01\1E\E4\A1\1C\CC!\1D\F0a\06T\85\838\CC\C3;\B0C=\D0C9\FC\C2<\E4C;\88\C3;\B0\C3\8C\C5\0A\87y\98\87w\18\87t\08\07z(\07r\98\81\\\E3\10\0E\EC\C0\0E\E5P\0E\F30#\C1\D2A\1E\E4\E1\17\D8\E1\1D\DE\01\1EfH\19;\B0\83=\B4\83\1B\84\C38\8CC9\CC\C3<\B8\C19\C8\C3;\D4\03<\CCH\B4q\08\07v`\07q\08\87qX\87\19\DB\C6\0E\EC`\0F\ED\E0\06\F0 \0F\E50\0F\E5 \0F\F6P\0En\10\0E\E30\0E\E50\0F\F3\E0\06\E9\E0\0E\E4P\0E\F80#\E2\ECa\1C\C2\81\1D\D8\E1\17\EC!\1D\E6!\1D\C4!\1D\D8!\1D\E8!\1Ff \9D;\BCC=\B8\039\94\839\CCX\BCpp\07wx\07z\08\07zH\87wp\87\19\CB\E7\0E\EF0\0F\E1\E0\0E\E9@\0F\E9\A0\0F\E50\C3\01\03s\A8\07w\18\87_\98\87pp\87t\A0\87t\D0\87r\98\81\84A9\E0\C38\B0C=\90C9\CC@\C4\A0\1D\CA\A1\1D\E0A\1E\DE\C1\1Cf$c0\0E\E1\C0\0E\EC0\0F\E9@\0F\E50C!\83u\18\07sH\87_\A0\87|\80\87r\98\B1\94\01<\8C\C3<\94\C38\D0C:\BC\83;\CC\C3\8C\C5\0CH!\15Ba\1E\E6!\1D\CE\C1\1DR\81\14fLg0\0E\EF \0F\EF\E0\06\EFP\0F\F40\0F\E9@\0E\E5\E0\06\E6 \0F\E1\D0\0E\E50\A3@\83vh\07y\08\07\00y \00\00>\00\00\00r\1EH C\88\0C\19\09r2H #\81\8C\91\91\D1D\A0\10(d<12B\8E\90!\A3x \EE\00J\92\9C\C1\13\0D\00\00wchar_sizePIC LevelPIE LevelDebian clang version 19.1.7 (3~deb12u1)omnipotent charSimple C/C++ TBAAint\00\00#\08\C36\820p#\08C7\820x#\08\C37\82\90\80\C1\0C\03\12$3\0C\8A\B0\CC00\C32C@\CC\10\183\0C\85\D4\CC0LS3\C3pL\CD\0CCU52\12\98\A0\8C\D8\D8\EC\DA\\\DA\DE\C8\EA\D8\CA\\\CC\D8\C2\CE\E6F\19\1A\E7I\85\8D\CD\AE\CD%\8D\AC\CC\8Dn\94\00\02\00\00\A9\18\00\00-\00\00\00\0B\0Ar(\87w\80\07zXp\98C=\B8\C38\B0C9\D0\C3\82\E6\1C\C6\A1\0D\E8A\1E\C2\C1\1D\E6!\1D\E8!\1D\DE\C1\1D\164\E3`\0E\E7P\0F\E1 \0F\E4@\0F\E1 \0F\E7P\0E\F4\B0\80\81\07y(\87p`\07vx\87q\08\07z(\07rXp\9C\C38\B4\01;\A4\83=\94\C3\02k\1C\D8!\1C\DC\E1\1C\DC \1C\E4a\1C\DC \1C\E8\81\1E\C2a\1C\D0\A1\1C\C8a\1C\C2\81\1D\D8a\C1\01\0F\F4 \0F\E1P\0F\F4\80\0E\0B\88u\18\07sH\87\05\CF8\BC\83;\D8C9\C8\C39\94\83;\8CC9\8C\03=\C8\03;\00\00\00\00\D1\10\00\00\06\00\00\00\07\CC<\A4\83;\9C\03;\94\03=\A0\83<\94C8\90\C3\01\00\00\00a \00\00\15\00\00\00\13\04A,\10\00\00\00\03\00\00\00D\8C\85\00\810 \89\B2\00\00\004\10\86\06\C2\\ \C8 \C3 \10'\04\C0A@\0C\00\00\03\00\00\00[\06 \98\B6\0CA0\01\00\00\00!1\00\00\03\00\00\00\0B\86\000\83\05C\00\94\01\00\00\00\00\00\00a \00\00\0A\00\00\00\13\04\C1\09\01\8D\18\14@\08\82\01\12\06\C3\05\02p\10\12\03\00\00\00\02\00\00\00\0B\86\00\10\03\00\00\00\00\00\00\00a \00\00\16\00\00\00\13\04A,\10\00\00\00\03\00\00\00\E4M\11\80\04)\A3\01\00\00\00\00Yx\81\C1p\01\89x\81B\B0\01yx\81\C1q\01\A9x\81B\B0\01\18\14\22\90A\02'0\A8A\02\01\B3\0D\CD\00\CC6\04B\C0AH\0C\02\00\00\00\0B\08@\08\CC\00\00\00\00\00\00\00a \00\00\0F\00\00\00\13\04A,\10\00\00\00\01\00\00\004\94\02\00\B3\07\87\90\04\80\11\0C\E3\06\C9\B0\08@\11\0C\C00i`\10\C3\00\08\01\07!1\02\00\00\00\0B\08!\00\C4\00\00\00\00\00\00\00a \00\00\90\00\00\00\13\04P,\10\00\00\00\05\00\00\00\94\14LA\14\08\0D\C5\FF\FF\FF\FF0\1APR\00\00\00\00\F10\00\00\0B\00\00\00\22G\C8\90Q\06\84\06\16\00\00\00llvm.loop.mustprogress\00\00+\04,\DB\10\\\00\003\11a0l\A50b`P \08\06\CE\18\1C\C1\88AQ\81 \18@`\10\0C7 \90\19\CC2\04H@\C2P|\810 \BE@ \10\0A\80B\03@\CE\A9t\B8\E1\B1\C0`\96a\10\82\83\18\9D%H\06*\06,X\85g\A0\02P\82Px\06*\06;\08N\E1\19\A8\18\AC\E0\0F\9E\E1\86\A3\03\83Y\06\84\08\86\1B\04\88\0Cf\19\8C\22p\04BQ\0D\1B\10N@\00\B3\04\87\12I\048\02\A1\09\D0\F8``\D8\80\A0\82\02\98%8\06*\00\C2\90\0A\0A\86\81\81\02\02\B3\04\C8@\C7\C0\0A\806\08\C7\88AQ\81 \18@v\80\8D\18\18\14\08\82\81\93\07\1E\C6\C1@\05@\06\C2\19<\03\15\03,\08m\F0\0CT\0Cp \94\C13P1\D0\82\B0\06\CFp\83\D0\91\C1,\83\B2\04:$\11\E0\08\84,\C0b\0D``\D8\80\00\83\A0\00f\09\18G  e0l@x\01\01\CC\120\03\15\80\A4\08\CB@\C5`(\D02P\01(\8A\B5P0\0C\0C\18\10\18n \CE\80\0Cf\19\9C&p\04\82\C1\06\C3\06D\19\04\040K\F0\A8\91D\80#\10\C8 @\C4\0E``\D8\80X\83\A0\00f\09\9E\81\0A\80r\90f\A0b \1C\AA\19\A8\00\10\07k(\18\06\06\0A\08\\\B5\070\DC\10\A0\01\18\CC2\0CI\10\10\03\00\00\00\05\00\00\00[\060\08\AA-\03\1E\04\D5\96\E1\14\82j\CB\B0\0A\D2\05!1\00\00\15\00\00\00\0B\86\00\C8\85\05D\00\08\B8\B0\A0\00\86@\18\85\05D \00\A1\B0\80\00\84\A0[@\00B\80\06\0B\08!\00\EC`\C1\10\00t\B0`\08\807X@\00B\E0\06\0B\0A`\08\046XP\00B0\90\C1\82!\00\D6`\C1\02\18H\11\0C\84p$i\00\00\00\00\00\00a \00\00\15\00\00\00\13\04F,\10\00\00\00\04\00\00\004\94BI\14r@\0D\14m@\91\15\05\00\00\C3,\03Bl\C5\18\04d \94\C10KP\CC\12\14\B3\04\C5,A1\D02 \847\18\02\11\08\00\07!1\00\00\00\02\00\00\00\13\8C@\18\08\A0\00\00\00\00\00\00a \00\00\1D\00\00\00\13\04A,\10\00\00\00\02\00\00\00\94\14\06U#\00\00\00\F10\00\00\03\00\00\00\13\84$\0C6\0C\CDE\01\00\00\00\BE@\18\04\0A\86\81A\03\02\C3\06\C4\10\0C\C0\88\01b\81 \18X\DBa \C4\06\C4\00\00\00\04\00\00\00[\86 \A8\B6\0CCPm\19\88\E2\02\00\00\00!1\00\00\03\00\00\00\0B\86\000\83\05C\00\8C\01\00\00\00\00\00\00a \00\00\1C\00\00\00\13\04C,\10\00\00\00\02\00\00\004\D4@\15\00\00\00\00\C3\0D\C3\81\06\B3\0CB\10\0CT\0CI\80\00\03\15C\12h\00\0A\05\08\8C\18\14W\08\82A\A4\05H\18 \80\02\01\02\C3\0D\06D\06\B3\0CB\10\0CT\0Cf\00\10\C1@\C5\80\01H\80\81\00\02\1C\84\C4\00\00\00\00\03\00\00\00\0B\88\00\10\C4`\C2\10\00\01\00\00\00\00\00\00a \00\00\17\00\00\00\13\04A,\10\00\00\00\03\00\00\004\94A\F9\FFQRR%W.\00d$$\83\01.X\F4\04\04/@\F4\0A\E4.@R\83\01\04\0EI0\83\01F\0C\0A,\04\C1 \0A\03\E3\12\01.@\E0\02\030 @\80\83\90\18\00\00\02\00\00\00\0B\08@\08\D0\00\00\00\00\00\00\00a \00\00\0B\00\00\00\13\04\C1\88A\91\85 \18`P0bp\00!\08\06\19$\08\C2\05\02p\10\12\03\02\00\00\00\0B\8AA\08\001\00\00\00\00\00\00a \00\00\11\00\00\00\13\04C,\10\00\00\00\02\00\00\004\D4@\15\D0X\02\00\C3\0D\04c\06\B3\0C\81\10`A\80\80\06c\04\E0Q\80@\06c\DC\10\C8\05\07j0@\C0\05\0C\\\C0\C0,\810P1\B0\01 \04\1C\00\00a \00\00'\00\00\00\13\04A,\10\00\00\00\05\00\00\004\94AQ\14Y)PR\80\80\80\80\80\80\80\F8\7F\00\00#\06\88\16\82`\F0x\05\93\14#\06\C5\15\82`\10e\05\06\05\08\8C\18\14[\08\82\01'\A5\01\05\C3\C0!\00\81\11\83\84\0BA0\D8\AC6@\0E#`* \06\00\02\00\00\00[\06\22\A8\00\00\00\00!1\00\00\0B\00\00\00\0B\08@\08\CA`\81\C3\14\C6\01\08H0\10\89\B2h\0B\86\00\18\83\05\84\10\00\DE\82\84(\04\03\08\8Ea[@\04\02 \06\00\00\00\00\00\00q \00\00\0C\00\00\002\0E\10\22\84\02\F0\0A8p\B8\80\05\93\0Bh\B0\BA\80\09\BC\0B\C8\E0\CC\80\0D\E5\0C\F8@\D8\80\10\A2\0D(\B1\DB\80\15\C8\0Dh\B1\DD\00\00\00\00\00\00e\0C\00\00\AF\00\00\00\12\03\94p\05\00\00\00\03\00\00\00\DD\00\00\00\06\00\00\00L\00\00\00\01\00\00\00X\00\00\00\00\00\00\00X\00\00\00\19\00\00\00\B0\02\00\00\00\00\00\00\E3\00\00\00\18\00\00\00\FB\00\00\00\1E\00\00\00\04\00\00\00\00\00\00\00\B0\02\00\00\00\00\00\00\00\00\00\00\19\00\00\00\00\00\00\00\06\00\00\00\04\00\00\00\06\00\00\00\04\00\00\00\FF\FF\FF\FF\00$\00\00\0A\00\00\00\02\00\00\00\0A\00\00\00\02\00\00\00\FF\FF\FF\FF\00$\00\00\0C\00\00\00\0D\00\00\00\0C\00\00\00\0D\00\00\00\FF\FF\FF\FF\08,\00\00\19\00\00\00\06\00\00\00\19\00\00\00\06\00\00\00\FF\FF\FF\FF\00$\00\00\1F\00\00\00\04\00\00\00\1F\00\00\00\04\00\00\00\FF\FF\FF\FF\00$\00\00#\00\00\00\16\00\00\00#\00\00\00\16\00\00\00\FF\FF\FF\FF\08,\00\009\00\00\00\14\00\00\009\00\00\00\14\00\00\00\FF\FF\FF\FF\08,\00\00M\00\00\00\02\00\00\00M\00\00\00\02\00\00\00\FF\FF\FF\FF\00$\00\00O\00\00\00\10\00\00\00O\00\00\00\10\00\00\00\FF\FF\FF\FF\08,\00\00_\00\00\00\0E\00\00\00_\00\00\00\0E\00\00\00\FF\FF\FF\FF\08,\00\00m\00\00\00\02\00\00\00m\00\00\00\02\00\00\00\FF\FF\FF\FF\00$\00\00o\00\00\00\05\00\00\00o\00\00\00\05\00\00\00\FF\FF\FF\FF\00$\00\00t\00\00\00\15\00\00\00t\00\00\00\15\00\00\00\FF\FF\FF\FF\08,\00\00\89\00\00\00\03\00\00\00\89\00\00\00\03\00\00\00\FF\FF\FF\FF\00$\00\00\8C\00\00\00\04\00\00\00\8C\00\00\00\04\00\00\00\FF\FF\FF\FF\00$\00\00\90\00\00\00\0E\00\00\00\90\00\00\00\0E\00\00\00\FF\FF\FF\FF\08,\00\00\9E\00\00\00\02\00\00\00\9E\00\00\00\02\00\00\00\FF\FF\FF\FF\00$\00\00\A0\00\00\00\05\00\00\00\A0\00\00\00\05\00\00\00\FF\FF\FF\FF\88$\00\00\A5\00\00\00\0C\00\00\00\A5\00\00\00\0C\00\00\00\FF\FF\FF\FF\08,\00\00\B1\00\00\00\07\00\00\00\B1\00\00\00\07\00\00\00\FF\FF\FF\FF\00$\00\00\B8\00\00\00\04\00\00\00\B8\00\00\00\04\00\00\00\FF\FF\FF\FF\00$\00\00\BC\00\00\00\06\00\00\00\BC\00\00\00\06\00\00\00\FF\FF\FF\FF\08$\00\00\C2\00\00\00\1B\00\00\00\C2\00\00\00\1B\00\00\00\FF\FF\FF\FF\08,\00\00\19\01\00\00\06\00\00\00\00\00\00\00\04\00\00\00\FF\FF\FF\FF\00\18\00\00\04\00\00\00\02\00\00\00\04\00\00\00\02\00\00\00\FF\FF\FF\FF\00\05\00\00\00\00\00\00]\0C\00\00K\00\00\00\12\03\94?\02\00\00\00.strtlvmulldllvm.fabs.f80mul128atomllvm.lifetime.start.p0llvm.lifetime.end.p0vallvm.va_start.p0llvm.va_end.p0swbyvalllvm.memcpy.p0.p0.i64recbitsllvm.ctpop.i32flsqrtfllvm.fma.f32omp_summainprintfllvm.threadlocal.address.p019.1.7x86_64-unknown-linux-gnutests/programs/features/more.c.L.str\00\00\00\00\00", section ".llvmbc", align 1
@llvm.cmdline = private constant [143 x i8] c"-cc1\00-triple\00x86_64-unknown-linux-gnu\00-emit-llvm\00-fembed-bitcode=all\00-disable-llvm-passes\00-fmath-errno\00-ffp-contract=on\00-fno-rounding-math\00-O2\00", section ".llvmcmd", align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr @llvm.embedded.module, ptr @llvm.cmdline], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local <8 x i32> @vmul(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #0 {
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !4
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !4
  %5 = mul <8 x i32> %4, %3
  %6 = shufflevector <8 x i32> %3, <8 x i32> %4, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %7 = add <8 x i32> %5, %6
  ret <8 x i32> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0, x86_fp80 noundef %1) local_unnamed_addr #1 {
  %3 = fdiv x86_fp80 %0, %1
  %4 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %5 = fadd x86_fp80 %4, %3
  ret x86_fp80 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul nsw i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4
  %4 = load atomic i32, ptr %0 monotonic, align 4
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !7
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !7
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !7
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 {
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !7
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #9 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call i32 @rec(i32 noundef %6) #15
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = load i64, ptr %0, align 8
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = and i32 %5, 8191
  %7 = shl i64 %2, 41
  %8 = ashr i64 %7, 57
  %9 = trunc nsw i64 %8 to i32
  %10 = lshr i64 %2, 23
  %11 = trunc i64 %10 to i32
  %12 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %6)
  %13 = add i32 %4, %11
  %14 = add i32 %13, %6
  %15 = add i32 %14, %9
  %16 = add nsw i32 %15, %12
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #11 {
  %2 = tail call float @sqrtf(float noundef %0) #16
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %4 = fadd float %3, %2
  ret float %4
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %13

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = zext nneg i32 %4 to i33
  %6 = add nsw i32 %0, -2
  %7 = zext i32 %6 to i33
  %8 = mul i33 %5, %7
  %9 = lshr i33 %8, 1
  %10 = trunc nuw i33 %9 to i32
  %11 = add i32 %10, %0
  %12 = add i32 %11, -1
  br label %13

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %14
}

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #11 {
  %1 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #15
  %2 = tail call i32 @rec(i32 noundef 10) #15
  %3 = add nsw i32 %2, 50
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %5 = load i32, ptr %4, align 4, !tbaa !7
  %6 = add nsw i32 %3, %5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %1, i32 noundef %6) #16
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="256" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { nobuiltin "no-builtins" }
attributes #16 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 0, i64 80, !4}
