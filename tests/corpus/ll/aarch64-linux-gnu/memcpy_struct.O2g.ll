; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Blob64 = type { [8 x i64] }
%struct.Blob300 = type { [75 x i32] }

@.str = private unnamed_addr constant [24 x i8] c"copies: %u %u %u %u %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [33 x i8] c"unaligned loads: %08x %08x %08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"after store: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [19 x i8] c"after memmove: %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [10 x i8] c"zero: %u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"array copy %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [18 x i8] c"wrapped %c %u %d\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !57 {
  %1 = alloca %struct.Blob64, align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !85, !DIExpression(), !118, ptr %1, !DIExpression(), !119)
  %2 = alloca %struct.Blob300, align 4, !DIAssignID !120
    #dbg_assign(i1 undef, !88, !DIExpression(), !120, ptr %2, !DIExpression(), !119)
  %3 = alloca %struct.Blob300, align 4, !DIAssignID !121
    #dbg_assign(i1 undef, !95, !DIExpression(), !121, ptr %3, !DIExpression(), !119)
  %4 = alloca [64 x i8], align 16, !DIAssignID !122
    #dbg_assign(i1 undef, !96, !DIExpression(), !122, ptr %4, !DIExpression(), !119)
  %5 = alloca %struct.Blob300, align 4, !DIAssignID !123
    #dbg_assign(i1 undef, !102, !DIExpression(), !123, ptr %5, !DIExpression(), !119)
    #dbg_value(i8 1, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !119)
    #dbg_value(i8 3, !69, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !119)
    #dbg_value(i8 9, !69, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !119)
    #dbg_value(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !119)
    #dbg_value(i8 13, !70, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !119)
    #dbg_value(i8 26, !70, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !119)
    #dbg_value(i8 39, !70, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !119)
    #dbg_value(i8 52, !70, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !119)
    #dbg_value(i8 65, !70, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !119)
    #dbg_value(i8 78, !70, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !119)
    #dbg_value(i8 91, !70, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !119)
    #dbg_value(i8 104, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !119)
    #dbg_value(i8 117, !70, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !119)
    #dbg_value(i8 -126, !70, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !119)
    #dbg_value(i8 -113, !70, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !119)
    #dbg_value(i8 -100, !70, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !119)
    #dbg_value(i8 -87, !70, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !119)
    #dbg_value(i8 -74, !70, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !119)
    #dbg_value(i8 -61, !70, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !119)
    #dbg_value(i8 -48, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !119)
    #dbg_value(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !119)
    #dbg_value(i8 13, !75, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !119)
    #dbg_value(i8 26, !75, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !119)
    #dbg_value(i8 39, !75, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !119)
    #dbg_value(i8 52, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !119)
    #dbg_value(i8 65, !75, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !119)
    #dbg_value(i8 78, !75, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !119)
    #dbg_value(i8 91, !75, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !119)
    #dbg_value(i8 104, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !119)
    #dbg_value(i8 117, !75, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !119)
    #dbg_value(i8 -126, !75, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !119)
    #dbg_value(i8 -113, !75, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !119)
    #dbg_value(i8 -100, !75, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !119)
    #dbg_value(i8 -87, !75, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !119)
    #dbg_value(i8 -74, !75, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !119)
    #dbg_value(i8 -61, !75, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !119)
    #dbg_value(i8 -48, !75, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !119)
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !119)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5, !dbg !124
    #dbg_value(i64 0, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(i64 72340172838076673, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(i64 144680345676153346, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
    #dbg_value(i64 217020518514230019, !78, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !119)
    #dbg_value(i64 289360691352306692, !78, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !119)
    #dbg_value(i64 361700864190383365, !78, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !119)
    #dbg_value(i64 434041037028460038, !78, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !119)
    #dbg_value(i64 506381209866536711, !78, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !119)
  store <2 x i64> <i64 0, i64 72340172838076673>, ptr %1, align 16, !dbg !125, !DIAssignID !126
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !125
  store <2 x i64> <i64 144680345676153346, i64 217020518514230019>, ptr %6, align 16, !dbg !125, !DIAssignID !127
  %7 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !125
  store <2 x i64> <i64 289360691352306692, i64 361700864190383365>, ptr %7, align 16, !dbg !125, !DIAssignID !128
  %8 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !125
  store <2 x i64> <i64 434041037028460038, i64 506381209866536711>, ptr %8, align 16, !dbg !125, !DIAssignID !129
    #dbg_assign(i64 0, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126, ptr %1, !DIExpression(), !119)
    #dbg_assign(i64 72340172838076673, !85, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126, ptr %1, !DIExpression(DW_OP_plus_uconst, 8), !119)
    #dbg_assign(i64 144680345676153346, !85, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !127, ptr %6, !DIExpression(), !119)
    #dbg_assign(i64 217020518514230019, !85, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !127, ptr %1, !DIExpression(DW_OP_plus_uconst, 24), !119)
    #dbg_assign(i64 289360691352306692, !85, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !128, ptr %7, !DIExpression(), !119)
    #dbg_assign(i64 361700864190383365, !85, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !128, ptr %1, !DIExpression(DW_OP_plus_uconst, 40), !119)
    #dbg_assign(i64 434041037028460038, !85, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !129, ptr %8, !DIExpression(), !119)
    #dbg_assign(i64 506381209866536711, !85, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !129, ptr %1, !DIExpression(DW_OP_plus_uconst, 56), !119)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #5, !dbg !130
    #dbg_value(i32 7, !131, !DIExpression(), !139)
    #dbg_declare(ptr %2, !136, !DIExpression(), !141)
    #dbg_value(i32 0, !137, !DIExpression(), !142)
  br label %9, !dbg !143

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %20, %9 ], !dbg !144
  %11 = or disjoint i64 %10, 1, !dbg !143
  %12 = sub nsw i64 7, %10, !dbg !146
  %13 = sub nsw i64 7, %11, !dbg !146
  %14 = mul nsw i64 %12, %10, !dbg !146
  %15 = mul nsw i64 %13, %11, !dbg !146
  %16 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %10, !dbg !147
  %17 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %11, !dbg !147
  %18 = trunc nsw i64 %14 to i32, !dbg !148
  %19 = trunc nsw i64 %15 to i32, !dbg !148
  store i32 %18, ptr %16, align 4, !dbg !148, !tbaa !149, !alias.scope !153
  store i32 %19, ptr %17, align 4, !dbg !148, !tbaa !149, !alias.scope !153
  %20 = add nuw i64 %10, 2, !dbg !144
  %21 = icmp eq i64 %20, 74, !dbg !144
  br i1 %21, label %22, label %9, !dbg !144, !llvm.loop !156

22:                                               ; preds = %9
    #dbg_value(i64 74, !137, !DIExpression(), !142)
  %23 = getelementptr inbounds i8, ptr %2, i64 296, !dbg !147
  store i32 -4958, ptr %23, align 4, !dbg !148, !tbaa !149, !alias.scope !153
    #dbg_value(i64 75, !137, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #5, !dbg !130
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %3, ptr noundef nonnull align 4 dereferenceable(300) %2, i64 296, i1 false), !dbg !161, !tbaa.struct !162, !DIAssignID !164
    #dbg_assign(i1 undef, !95, !DIExpression(), !164, ptr %3, !DIExpression(), !119)
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !165, ptr undef, !DIExpression(), !119)
  %24 = getelementptr inbounds i8, ptr %3, i64 296, !dbg !166
  store i32 0, ptr %24, align 4, !dbg !167, !tbaa !149, !DIAssignID !168
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !168, ptr %24, !DIExpression(), !119)
    #dbg_value(ptr undef, !169, !DIExpression(), !188)
    #dbg_value(i64 3, !181, !DIExpression(), !188)
    #dbg_value(ptr undef, !182, !DIExpression(), !188)
    #dbg_value(i32 1243, !185, !DIExpression(), !188)
    #dbg_value(i64 3, !186, !DIExpression(), !190)
    #dbg_value(i32 663248232, !185, !DIExpression(), !191)
    #dbg_value(i64 17, !186, !DIExpression(), !193)
  br label %25, !dbg !194

25:                                               ; preds = %22, %25
  %26 = phi i64 [ %33, %25 ], [ 0, %22 ]
  %27 = phi i32 [ %32, %25 ], [ 0, %22 ]
    #dbg_value(i64 %26, !186, !DIExpression(), !196)
    #dbg_value(i32 %27, !185, !DIExpression(), !197)
  %28 = mul i32 %27, 31, !dbg !198
  %29 = getelementptr inbounds i8, ptr %1, i64 %26, !dbg !200
  %30 = load i8, ptr %29, align 1, !dbg !200, !tbaa !163
  %31 = zext i8 %30 to i32, !dbg !200
  %32 = add i32 %28, %31, !dbg !201
    #dbg_value(i32 %32, !185, !DIExpression(), !197)
  %33 = add nuw nsw i64 %26, 1, !dbg !202
    #dbg_value(i64 %33, !186, !DIExpression(), !196)
  %34 = icmp eq i64 %33, 64, !dbg !203
  br i1 %34, label %35, label %25, !dbg !194, !llvm.loop !204

35:                                               ; preds = %25, %35
  %36 = phi i64 [ %43, %35 ], [ 0, %25 ]
  %37 = phi i32 [ %42, %35 ], [ 0, %25 ]
    #dbg_value(i64 %36, !186, !DIExpression(), !206)
    #dbg_value(i32 %37, !185, !DIExpression(), !208)
  %38 = mul i32 %37, 31, !dbg !209
  %39 = getelementptr inbounds i8, ptr %2, i64 %36, !dbg !210
  %40 = load i8, ptr %39, align 1, !dbg !210, !tbaa !163
  %41 = zext i8 %40 to i32, !dbg !210
  %42 = add i32 %38, %41, !dbg !211
    #dbg_value(i32 %42, !185, !DIExpression(), !208)
  %43 = add nuw nsw i64 %36, 1, !dbg !212
    #dbg_value(i64 %43, !186, !DIExpression(), !206)
  %44 = icmp eq i64 %43, 300, !dbg !213
  br i1 %44, label %45, label %35, !dbg !214, !llvm.loop !215

45:                                               ; preds = %35, %45
  %46 = phi i64 [ %53, %45 ], [ 0, %35 ]
  %47 = phi i32 [ %52, %45 ], [ 0, %35 ]
    #dbg_value(i64 %46, !186, !DIExpression(), !217)
    #dbg_value(i32 %47, !185, !DIExpression(), !219)
  %48 = mul i32 %47, 31, !dbg !220
  %49 = getelementptr inbounds i8, ptr %3, i64 %46, !dbg !221
  %50 = load i8, ptr %49, align 1, !dbg !221, !tbaa !163
  %51 = zext i8 %50 to i32, !dbg !221
  %52 = add i32 %48, %51, !dbg !222
    #dbg_value(i32 %52, !185, !DIExpression(), !219)
  %53 = add nuw nsw i64 %46, 1, !dbg !223
    #dbg_value(i64 %53, !186, !DIExpression(), !217)
  %54 = icmp eq i64 %53, 300, !dbg !224
  br i1 %54, label %55, label %45, !dbg !225, !llvm.loop !226

55:                                               ; preds = %45
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1243, i32 noundef 663248232, i32 noundef %32, i32 noundef %42, i32 noundef %52), !dbg !228
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5, !dbg !229
    #dbg_value(i32 0, !100, !DIExpression(), !230)
  %57 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !231
  store <16 x i8> <i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106>, ptr %4, align 16, !dbg !231, !tbaa !163
  store <16 x i8> <i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38>, ptr %57, align 16, !dbg !231, !tbaa !163
  %58 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !233
  %59 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !231
  store <16 x i8> <i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74>, ptr %58, align 16, !dbg !231, !tbaa !163
  store <16 x i8> <i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70>, ptr %59, align 16, !dbg !231, !tbaa !163
  %60 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !234
    #dbg_value(ptr %60, !235, !DIExpression(), !241)
  %61 = load i32, ptr %60, align 1, !dbg !243
    #dbg_value(i32 %61, !240, !DIExpression(), !241)
  %62 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !244
    #dbg_value(ptr %62, !235, !DIExpression(), !245)
  %63 = load i32, ptr %62, align 1, !dbg !247
    #dbg_value(i32 %63, !240, !DIExpression(), !245)
  %64 = getelementptr inbounds i8, ptr %4, i64 57, !dbg !248
    #dbg_value(ptr %64, !235, !DIExpression(), !249)
  %65 = load i32, ptr %64, align 1, !dbg !251
    #dbg_value(i32 %65, !240, !DIExpression(), !249)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %61, i32 noundef %63, i32 noundef %65), !dbg !252
  %67 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !253
    #dbg_value(ptr %67, !254, !DIExpression(), !261)
    #dbg_value(i64 1234605616436508552, !260, !DIExpression(), !261)
  store i64 1234605616436508552, ptr %67, align 1, !dbg !263, !DIAssignID !264
    #dbg_assign(i64 1234605616436508552, !96, !DIExpression(DW_OP_LLVM_fragment, 40, 64), !264, ptr %67, !DIExpression(), !119)
    #dbg_value(ptr %4, !169, !DIExpression(), !265)
    #dbg_value(i64 64, !181, !DIExpression(), !265)
    #dbg_value(ptr %4, !182, !DIExpression(), !265)
    #dbg_value(i32 0, !185, !DIExpression(), !265)
    #dbg_value(i64 0, !186, !DIExpression(), !267)
  br label %68

68:                                               ; preds = %68, %55
  %69 = phi i64 [ %76, %68 ], [ 0, %55 ]
  %70 = phi i32 [ %75, %68 ], [ 0, %55 ]
    #dbg_value(i64 %69, !186, !DIExpression(), !267)
    #dbg_value(i32 %70, !185, !DIExpression(), !265)
  %71 = mul i32 %70, 31, !dbg !268
  %72 = getelementptr inbounds i8, ptr %4, i64 %69, !dbg !269
  %73 = load i8, ptr %72, align 1, !dbg !269, !tbaa !163
  %74 = zext i8 %73 to i32, !dbg !269
  %75 = add i32 %71, %74, !dbg !270
    #dbg_value(i32 %75, !185, !DIExpression(), !265)
  %76 = add nuw nsw i64 %69, 1, !dbg !271
    #dbg_value(i64 %76, !186, !DIExpression(), !267)
  %77 = icmp eq i64 %76, 64, !dbg !272
  br i1 %77, label %78, label %68, !dbg !273, !llvm.loop !274

78:                                               ; preds = %68
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %75), !dbg !276
  %80 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !277
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(40) %80, ptr noundef nonnull align 1 dereferenceable(40) %62, i64 40, i1 false), !dbg !278, !DIAssignID !279
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 80, 320), !279, ptr %80, !DIExpression(), !119)
    #dbg_value(ptr %4, !169, !DIExpression(), !280)
    #dbg_value(i64 64, !181, !DIExpression(), !280)
    #dbg_value(ptr %4, !182, !DIExpression(), !280)
    #dbg_value(i32 0, !185, !DIExpression(), !280)
    #dbg_value(i64 0, !186, !DIExpression(), !282)
  br label %81

81:                                               ; preds = %81, %78
  %82 = phi i64 [ %89, %81 ], [ 0, %78 ]
  %83 = phi i32 [ %88, %81 ], [ 0, %78 ]
    #dbg_value(i64 %82, !186, !DIExpression(), !282)
    #dbg_value(i32 %83, !185, !DIExpression(), !280)
  %84 = mul i32 %83, 31, !dbg !283
  %85 = getelementptr inbounds i8, ptr %4, i64 %82, !dbg !284
  %86 = load i8, ptr %85, align 1, !dbg !284, !tbaa !163
  %87 = zext i8 %86 to i32, !dbg !284
  %88 = add i32 %84, %87, !dbg !285
    #dbg_value(i32 %88, !185, !DIExpression(), !280)
  %89 = add nuw nsw i64 %82, 1, !dbg !286
    #dbg_value(i64 %89, !186, !DIExpression(), !282)
  %90 = icmp eq i64 %89, 64, !dbg !287
  br i1 %90, label %91, label %81, !dbg !288, !llvm.loop !289

91:                                               ; preds = %81
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %88), !dbg !291
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(33) %4, i8 -85, i64 33, i1 false), !dbg !292, !DIAssignID !293
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 264), !293, ptr %4, !DIExpression(), !119)
    #dbg_value(ptr %4, !169, !DIExpression(), !294)
    #dbg_value(i64 64, !181, !DIExpression(), !294)
    #dbg_value(ptr %4, !182, !DIExpression(), !294)
    #dbg_value(i32 0, !185, !DIExpression(), !294)
    #dbg_value(i64 0, !186, !DIExpression(), !296)
  br label %93

93:                                               ; preds = %93, %91
  %94 = phi i64 [ %101, %93 ], [ 0, %91 ]
  %95 = phi i32 [ %100, %93 ], [ 0, %91 ]
    #dbg_value(i64 %94, !186, !DIExpression(), !296)
    #dbg_value(i32 %95, !185, !DIExpression(), !294)
  %96 = mul i32 %95, 31, !dbg !297
  %97 = getelementptr inbounds i8, ptr %4, i64 %94, !dbg !298
  %98 = load i8, ptr %97, align 1, !dbg !298, !tbaa !163
  %99 = zext i8 %98 to i32, !dbg !298
  %100 = add i32 %96, %99, !dbg !299
    #dbg_value(i32 %100, !185, !DIExpression(), !294)
  %101 = add nuw nsw i64 %94, 1, !dbg !300
    #dbg_value(i64 %101, !186, !DIExpression(), !296)
  %102 = icmp eq i64 %101, 64, !dbg !301
  br i1 %102, label %103, label %93, !dbg !302, !llvm.loop !303

103:                                              ; preds = %93
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %100), !dbg !305
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #5, !dbg !306
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false), !dbg !307, !DIAssignID !308
    #dbg_assign(i8 0, !102, !DIExpression(), !308, ptr %5, !DIExpression(), !119)
    #dbg_value(ptr %5, !169, !DIExpression(), !309)
    #dbg_value(i64 300, !181, !DIExpression(), !309)
    #dbg_value(ptr %5, !182, !DIExpression(), !309)
    #dbg_value(i32 0, !185, !DIExpression(), !309)
    #dbg_value(i64 0, !186, !DIExpression(), !311)
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i64 [ %113, %105 ], [ 0, %103 ]
  %107 = phi i32 [ %112, %105 ], [ 0, %103 ]
    #dbg_value(i64 %106, !186, !DIExpression(), !311)
    #dbg_value(i32 %107, !185, !DIExpression(), !309)
  %108 = mul i32 %107, 31, !dbg !312
  %109 = getelementptr inbounds i8, ptr %5, i64 %106, !dbg !313
  %110 = load i8, ptr %109, align 1, !dbg !313, !tbaa !163
  %111 = zext i8 %110 to i32, !dbg !313
  %112 = add i32 %108, %111, !dbg !314
    #dbg_value(i32 %112, !185, !DIExpression(), !309)
  %113 = add nuw nsw i64 %106, 1, !dbg !315
    #dbg_value(i64 %113, !186, !DIExpression(), !311)
  %114 = icmp eq i64 %113, 300, !dbg !316
  br i1 %114, label %115, label %105, !dbg !317, !llvm.loop !318

115:                                              ; preds = %105
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %112), !dbg !320
    #dbg_assign(i8 0, !103, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !321, ptr undef, !DIExpression(), !119)
    #dbg_value(i32 1, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !119)
    #dbg_value(i32 2, !103, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !119)
    #dbg_value(i32 3, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !119)
    #dbg_value(<2 x i32> <i32 1, i32 2>, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !119)
    #dbg_value(<2 x i32> <i32 1, i32 2>, !107, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !119)
    #dbg_value(i32 3, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !119)
    #dbg_value(<4 x i32> <i32 undef, i32 undef, i32 undef, i32 0>, !107, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 768, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 896, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1024, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1280, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1408, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1536, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1664, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1792, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2048, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2176, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2304, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2432, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2560, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2688, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2816, 128), !119)
    #dbg_value(<4 x i32> zeroinitializer, !107, !DIExpression(DW_OP_LLVM_fragment, 2944, 128), !119)
    #dbg_value(i32 0, !107, !DIExpression(DW_OP_LLVM_fragment, 3072, 32), !119)
    #dbg_value(i32 0, !107, !DIExpression(DW_OP_LLVM_fragment, 3104, 32), !119)
    #dbg_value(i32 0, !107, !DIExpression(DW_OP_LLVM_fragment, 3136, 32), !119)
    #dbg_value(i32 5, !107, !DIExpression(DW_OP_LLVM_fragment, 3168, 32), !119)
    #dbg_value(i32 0, !108, !DIExpression(), !119)
    #dbg_value(i32 0, !109, !DIExpression(), !322)
    #dbg_value(i64 96, !109, !DIExpression(), !322)
    #dbg_value(i32 14, !108, !DIExpression(), !119)
    #dbg_value(i64 97, !109, !DIExpression(), !322)
    #dbg_value(i32 14, !108, !DIExpression(), !119)
    #dbg_value(i64 98, !109, !DIExpression(), !322)
    #dbg_value(i32 14, !108, !DIExpression(), !119)
    #dbg_value(i64 99, !109, !DIExpression(), !322)
    #dbg_value(i32 14, !108, !DIExpression(), !119)
    #dbg_value(i64 100, !109, !DIExpression(), !322)
    #dbg_value(i32 514, !108, !DIExpression(), !119)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 514), !dbg !323
    #dbg_value(i8 119, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !119)
    #dbg_value(i8 0, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !119)
    #dbg_value(i8 13, !111, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !119)
    #dbg_value(i8 26, !111, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !119)
    #dbg_value(i8 39, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !119)
    #dbg_value(i8 52, !111, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !119)
    #dbg_value(i8 65, !111, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !119)
    #dbg_value(i8 78, !111, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !119)
    #dbg_value(i8 91, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !119)
    #dbg_value(i8 104, !111, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !119)
    #dbg_value(i8 117, !111, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !119)
    #dbg_value(i8 -126, !111, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !119)
    #dbg_value(i8 -113, !111, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !119)
    #dbg_value(i8 -100, !111, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !119)
    #dbg_value(i8 -87, !111, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !119)
    #dbg_value(i8 -74, !111, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !119)
    #dbg_value(i8 -61, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !119)
    #dbg_value(i8 -48, !111, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !119)
    #dbg_value(i16 -2, !111, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !119)
    #dbg_value(ptr undef, !169, !DIExpression(), !324)
    #dbg_value(i64 17, !181, !DIExpression(), !324)
    #dbg_value(ptr undef, !182, !DIExpression(), !324)
    #dbg_value(i32 663248232, !185, !DIExpression(), !324)
    #dbg_value(i64 17, !186, !DIExpression(), !326)
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 119, i32 noundef 663248232, i32 noundef -2), !dbg !327
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #5, !dbg !328
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5, !dbg !328
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #5, !dbg !328
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #5, !dbg !328
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5, !dbg !328
  ret i32 0, !dbg !329
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !330 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/memcpy_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "24186820d47d90807032caa63f9dc760")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 33)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 19)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !24, isLocal: true, isDefinition: true)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !47, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !42}
!41 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !45, line: 45, baseType: !46)
!45 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"frame-pointer", i32 1}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !58, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !61)
!58 = !DISubroutineType(types: !59)
!59 = !{!60}
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !{!62, !69, !70, !75, !76, !78, !85, !86, !88, !95, !96, !100, !102, !103, !107, !108, !109, !111}
!62 = !DILocalVariable(name: "a3", scope: !57, file: !2, line: 29, type: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob3", file: !2, line: 7, size: 24, elements: !64)
!64 = !{!65}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !63, file: !2, line: 7, baseType: !66, size: 24)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 24, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 3)
!69 = !DILocalVariable(name: "b3", scope: !57, file: !2, line: 29, type: !63)
!70 = !DILocalVariable(name: "a17", scope: !57, file: !2, line: 32, type: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob17", file: !2, line: 8, size: 136, elements: !72)
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !71, file: !2, line: 8, baseType: !74, size: 136)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 136, elements: !15)
!75 = !DILocalVariable(name: "b17", scope: !57, file: !2, line: 32, type: !71)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 33, type: !60)
!77 = distinct !DILexicalBlock(scope: !57, file: !2, line: 33, column: 5)
!78 = !DILocalVariable(name: "a64", scope: !57, file: !2, line: 35, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob64", file: !2, line: 9, size: 512, elements: !80)
!80 = !{!81}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !79, file: !2, line: 9, baseType: !82, size: 512)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 512, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DILocalVariable(name: "b64", scope: !57, file: !2, line: 35, type: !79)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 36, type: !60)
!87 = distinct !DILexicalBlock(scope: !57, file: !2, line: 36, column: 5)
!88 = !DILocalVariable(name: "big", scope: !57, file: !2, line: 38, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob300", file: !2, line: 10, size: 2400, elements: !90)
!90 = !{!91}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !89, file: !2, line: 10, baseType: !92, size: 2400)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 2400, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 75)
!95 = !DILocalVariable(name: "big2", scope: !57, file: !2, line: 38, type: !89)
!96 = !DILocalVariable(name: "buf", scope: !57, file: !2, line: 42, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 512, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 64)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 43, type: !60)
!101 = distinct !DILexicalBlock(scope: !57, file: !2, line: 43, column: 5)
!102 = !DILocalVariable(name: "zero", scope: !57, file: !2, line: 52, type: !89)
!103 = !DILocalVariable(name: "arr", scope: !57, file: !2, line: 54, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 3200, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 100)
!107 = !DILocalVariable(name: "copy", scope: !57, file: !2, line: 55, type: !104)
!108 = !DILocalVariable(name: "s", scope: !57, file: !2, line: 58, type: !60)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 59, type: !60)
!110 = distinct !DILexicalBlock(scope: !57, file: !2, line: 59, column: 5)
!111 = !DILocalVariable(name: "wrapped", scope: !57, file: !2, line: 61, type: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !57, file: !2, line: 61, size: 160, elements: !113)
!113 = !{!114, !115, !116}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !112, file: !2, line: 61, baseType: !4, size: 8)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !112, file: !2, line: 61, baseType: !71, size: 136, offset: 8)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "trailer", scope: !112, file: !2, line: 61, baseType: !117, size: 16, offset: 144)
!117 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !57)
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 35, column: 5, scope: !57)
!125 = !DILocation(line: 37, column: 11, scope: !57)
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 38, column: 5, scope: !57)
!131 = !DILocalVariable(name: "seed", arg: 1, scope: !132, file: !2, line: 19, type: !60)
!132 = distinct !DISubprogram(name: "make300", scope: !2, file: !2, line: 19, type: !133, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!89, !60}
!135 = !{!131, !136, !137}
!136 = !DILocalVariable(name: "b", scope: !132, file: !2, line: 20, type: !89)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 21, type: !60)
!138 = distinct !DILexicalBlock(scope: !132, file: !2, line: 21, column: 5)
!139 = !DILocation(line: 0, scope: !132, inlinedAt: !140)
!140 = distinct !DILocation(line: 38, column: 26, scope: !57)
!141 = !DILocation(line: 20, column: 20, scope: !132, inlinedAt: !140)
!142 = !DILocation(line: 0, scope: !138, inlinedAt: !140)
!143 = !DILocation(line: 21, column: 5, scope: !138, inlinedAt: !140)
!144 = !DILocation(line: 21, column: 30, scope: !145, inlinedAt: !140)
!145 = distinct !DILexicalBlock(scope: !138, file: !2, line: 21, column: 5)
!146 = !DILocation(line: 21, column: 52, scope: !145, inlinedAt: !140)
!147 = !DILocation(line: 21, column: 34, scope: !145, inlinedAt: !140)
!148 = !DILocation(line: 21, column: 41, scope: !145, inlinedAt: !140)
!149 = !{!150, !150, i64 0}
!150 = !{!"int", !151, i64 0}
!151 = !{!"omnipotent char", !152, i64 0}
!152 = !{!"Simple C/C++ TBAA"}
!153 = !{!154}
!154 = distinct !{!154, !155, !"make300: argument 0"}
!155 = distinct !{!155, !"make300"}
!156 = distinct !{!156, !143, !157, !158, !159, !160}
!157 = !DILocation(line: 21, column: 58, scope: !138, inlinedAt: !140)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !{!"llvm.loop.isvectorized", i32 1}
!160 = !{!"llvm.loop.unroll.runtime.disable"}
!161 = !DILocation(line: 38, column: 45, scope: !57)
!162 = !{i64 0, i64 300, !163}
!163 = !{!151, !151, i64 0}
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 39, column: 5, scope: !57)
!167 = !DILocation(line: 39, column: 16, scope: !57)
!168 = distinct !DIAssignID()
!169 = !DILocalVariable(name: "p", arg: 1, scope: !170, file: !2, line: 12, type: !176)
!170 = distinct !DISubprogram(name: "sum_bytes", scope: !2, file: !2, line: 12, type: !171, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !180)
!171 = !DISubroutineType(types: !172)
!172 = !{!173, !176, !178}
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !43, line: 26, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !45, line: 42, baseType: !175)
!175 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !179, line: 18, baseType: !46)
!179 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!180 = !{!169, !181, !182, !185, !186}
!181 = !DILocalVariable(name: "n", arg: 2, scope: !170, file: !2, line: 12, type: !178)
!182 = !DILocalVariable(name: "c", scope: !170, file: !2, line: 13, type: !183)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!185 = !DILocalVariable(name: "s", scope: !170, file: !2, line: 14, type: !173)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 15, type: !178)
!187 = distinct !DILexicalBlock(scope: !170, file: !2, line: 15, column: 5)
!188 = !DILocation(line: 0, scope: !170, inlinedAt: !189)
!189 = distinct !DILocation(line: 40, column: 40, scope: !57)
!190 = !DILocation(line: 0, scope: !187, inlinedAt: !189)
!191 = !DILocation(line: 0, scope: !170, inlinedAt: !192)
!192 = distinct !DILocation(line: 40, column: 67, scope: !57)
!193 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!194 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !195)
!195 = distinct !DILocation(line: 41, column: 12, scope: !57)
!196 = !DILocation(line: 0, scope: !187, inlinedAt: !195)
!197 = !DILocation(line: 0, scope: !170, inlinedAt: !195)
!198 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !195)
!199 = distinct !DILexicalBlock(scope: !187, file: !2, line: 15, column: 5)
!200 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !195)
!201 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !195)
!202 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !195)
!203 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !195)
!204 = distinct !{!204, !194, !205, !158}
!205 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !195)
!206 = !DILocation(line: 0, scope: !187, inlinedAt: !207)
!207 = distinct !DILocation(line: 41, column: 41, scope: !57)
!208 = !DILocation(line: 0, scope: !170, inlinedAt: !207)
!209 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !207)
!210 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !207)
!211 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !207)
!212 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !207)
!213 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !207)
!214 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !207)
!215 = distinct !{!215, !214, !216, !158}
!216 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !207)
!217 = !DILocation(line: 0, scope: !187, inlinedAt: !218)
!218 = distinct !DILocation(line: 41, column: 70, scope: !57)
!219 = !DILocation(line: 0, scope: !170, inlinedAt: !218)
!220 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !218)
!221 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !218)
!222 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !218)
!223 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !218)
!224 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !218)
!225 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !218)
!226 = distinct !{!226, !225, !227, !158}
!227 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !218)
!228 = !DILocation(line: 40, column: 5, scope: !57)
!229 = !DILocation(line: 42, column: 5, scope: !57)
!230 = !DILocation(line: 0, scope: !101)
!231 = !DILocation(line: 43, column: 41, scope: !232)
!232 = distinct !DILexicalBlock(scope: !101, file: !2, line: 43, column: 5)
!233 = !DILocation(line: 43, column: 34, scope: !232)
!234 = !DILocation(line: 44, column: 70, scope: !57)
!235 = !DILocalVariable(name: "p", arg: 1, scope: !236, file: !2, line: 25, type: !183)
!236 = distinct !DISubprogram(name: "load32_unaligned", scope: !2, file: !2, line: 25, type: !237, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!173, !183}
!239 = !{!235, !240}
!240 = !DILocalVariable(name: "v", scope: !236, file: !2, line: 25, type: !173)
!241 = !DILocation(line: 0, scope: !236, inlinedAt: !242)
!242 = distinct !DILocation(line: 44, column: 49, scope: !57)
!243 = !DILocation(line: 25, column: 72, scope: !236, inlinedAt: !242)
!244 = !DILocation(line: 44, column: 97, scope: !57)
!245 = !DILocation(line: 0, scope: !236, inlinedAt: !246)
!246 = distinct !DILocation(line: 44, column: 76, scope: !57)
!247 = !DILocation(line: 25, column: 72, scope: !236, inlinedAt: !246)
!248 = !DILocation(line: 45, column: 38, scope: !57)
!249 = !DILocation(line: 0, scope: !236, inlinedAt: !250)
!250 = distinct !DILocation(line: 45, column: 12, scope: !57)
!251 = !DILocation(line: 25, column: 72, scope: !236, inlinedAt: !250)
!252 = !DILocation(line: 44, column: 5, scope: !57)
!253 = !DILocation(line: 46, column: 27, scope: !57)
!254 = !DILocalVariable(name: "p", arg: 1, scope: !255, file: !2, line: 26, type: !258)
!255 = distinct !DISubprogram(name: "store64_unaligned", scope: !2, file: !2, line: 26, type: !256, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !259)
!256 = !DISubroutineType(types: !257)
!257 = !{null, !258, !42}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!259 = !{!254, !260}
!260 = !DILocalVariable(name: "v", arg: 2, scope: !255, file: !2, line: 26, type: !42)
!261 = !DILocation(line: 0, scope: !255, inlinedAt: !262)
!262 = distinct !DILocation(line: 46, column: 5, scope: !57)
!263 = !DILocation(line: 26, column: 63, scope: !255, inlinedAt: !262)
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 0, scope: !170, inlinedAt: !266)
!266 = distinct !DILocation(line: 47, column: 33, scope: !57)
!267 = !DILocation(line: 0, scope: !187, inlinedAt: !266)
!268 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !266)
!269 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !266)
!270 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !266)
!271 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !266)
!272 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !266)
!273 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !266)
!274 = distinct !{!274, !273, !275, !158}
!275 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !266)
!276 = !DILocation(line: 47, column: 5, scope: !57)
!277 = !DILocation(line: 48, column: 17, scope: !57)
!278 = !DILocation(line: 48, column: 5, scope: !57)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 0, scope: !170, inlinedAt: !281)
!281 = distinct !DILocation(line: 49, column: 35, scope: !57)
!282 = !DILocation(line: 0, scope: !187, inlinedAt: !281)
!283 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !281)
!284 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !281)
!285 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !281)
!286 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !281)
!287 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !281)
!288 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !281)
!289 = distinct !{!289, !288, !290, !158}
!290 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !281)
!291 = !DILocation(line: 49, column: 5, scope: !57)
!292 = !DILocation(line: 50, column: 5, scope: !57)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 0, scope: !170, inlinedAt: !295)
!295 = distinct !DILocation(line: 51, column: 34, scope: !57)
!296 = !DILocation(line: 0, scope: !187, inlinedAt: !295)
!297 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !295)
!298 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !295)
!299 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !295)
!300 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !295)
!301 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !295)
!302 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !295)
!303 = distinct !{!303, !302, !304, !158}
!304 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !295)
!305 = !DILocation(line: 51, column: 5, scope: !57)
!306 = !DILocation(line: 52, column: 5, scope: !57)
!307 = !DILocation(line: 52, column: 20, scope: !57)
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 0, scope: !170, inlinedAt: !310)
!310 = distinct !DILocation(line: 53, column: 26, scope: !57)
!311 = !DILocation(line: 0, scope: !187, inlinedAt: !310)
!312 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !310)
!313 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !310)
!314 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !310)
!315 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !310)
!316 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !310)
!317 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !310)
!318 = distinct !{!318, !317, !319, !158}
!319 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !310)
!320 = !DILocation(line: 53, column: 5, scope: !57)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 0, scope: !110)
!323 = !DILocation(line: 60, column: 5, scope: !57)
!324 = !DILocation(line: 0, scope: !170, inlinedAt: !325)
!325 = distinct !DILocation(line: 62, column: 47, scope: !57)
!326 = !DILocation(line: 0, scope: !187, inlinedAt: !325)
!327 = !DILocation(line: 62, column: 5, scope: !57)
!328 = !DILocation(line: 64, column: 1, scope: !57)
!329 = !DILocation(line: 63, column: 5, scope: !57)
!330 = !DISubprogram(name: "printf", scope: !331, file: !331, line: 356, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!332 = !DISubroutineType(types: !333)
!333 = !{!60, !334, null}
!334 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
