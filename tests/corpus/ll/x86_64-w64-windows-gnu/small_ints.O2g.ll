; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
  %1 = alloca [16 x i16], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !102, !DIExpression(), !111, ptr %1, !DIExpression(), !112)
    #dbg_value(i8 poison, !71, !DIExpression(), !112)
    #dbg_value(i8 poison, !72, !DIExpression(), !112)
    #dbg_value(i16 poison, !73, !DIExpression(), !112)
    #dbg_value(i16 poison, !74, !DIExpression(), !112)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 4, i32 noundef -126, i32 noundef 24, i32 noundef -32756), !dbg !113
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 16, i32 noundef 15876, i32 noundef 576), !dbg !114
    #dbg_value(i32 -2144181048, !77, !DIExpression(), !112)
    #dbg_value(i32 -14806006, !84, !DIExpression(), !112)
    #dbg_value(i8 105, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i8 60, !85, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i8 40, !85, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !112)
    #dbg_value(i8 -1, !85, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !112)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 105, i32 noundef 60, i32 noundef 40, i32 noundef 255), !dbg !115
    #dbg_value(i64 0, !94, !DIExpression(), !116)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 32767), !dbg !117
    #dbg_value(i64 1, !94, !DIExpression(), !116)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -32768), !dbg !117
    #dbg_value(i64 2, !94, !DIExpression(), !116)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -1000), !dbg !117
    #dbg_value(i64 3, !94, !DIExpression(), !116)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 6199), !dbg !117
    #dbg_value(i64 4, !94, !DIExpression(), !116)
  %2 = tail call i32 @putchar(i32 10), !dbg !119
    #dbg_value(i32 0, !100, !DIExpression(), !120)
    #dbg_value(<16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !112)
    #dbg_value(<16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, !96, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !112)
    #dbg_value(i8 -85, !96, !DIExpression(DW_OP_LLVM_fragment, 256, 8), !112)
    #dbg_value(i64 33, !100, !DIExpression(), !120)
    #dbg_value(i64 0, !121, !DIExpression(), !132)
    #dbg_value(i32 0, !131, !DIExpression(), !134)
    #dbg_value(i32 2864, !131, !DIExpression(), !134)
    #dbg_value(i64 2, !121, !DIExpression(), !132)
    #dbg_value(i32 24746, !131, !DIExpression(), !134)
    #dbg_value(i64 4, !121, !DIExpression(), !132)
    #dbg_value(i32 65646, !131, !DIExpression(), !134)
    #dbg_value(i64 6, !121, !DIExpression(), !132)
    #dbg_value(i32 125308, !131, !DIExpression(), !134)
    #dbg_value(i64 8, !121, !DIExpression(), !132)
    #dbg_value(i32 138452, !131, !DIExpression(), !134)
    #dbg_value(i64 10, !121, !DIExpression(), !132)
    #dbg_value(i32 170614, !131, !DIExpression(), !134)
    #dbg_value(i64 12, !121, !DIExpression(), !132)
    #dbg_value(i32 221794, !131, !DIExpression(), !134)
    #dbg_value(i64 14, !121, !DIExpression(), !132)
    #dbg_value(i32 226200, !131, !DIExpression(), !134)
    #dbg_value(i64 16, !121, !DIExpression(), !132)
    #dbg_value(i32 249624, !131, !DIExpression(), !134)
    #dbg_value(i64 18, !121, !DIExpression(), !132)
    #dbg_value(i32 292066, !131, !DIExpression(), !134)
    #dbg_value(i64 20, !121, !DIExpression(), !132)
    #dbg_value(i32 353270, !131, !DIExpression(), !134)
    #dbg_value(i64 22, !121, !DIExpression(), !132)
    #dbg_value(i32 367956, !131, !DIExpression(), !134)
    #dbg_value(i64 24, !121, !DIExpression(), !132)
    #dbg_value(i32 401660, !131, !DIExpression(), !134)
    #dbg_value(i64 26, !121, !DIExpression(), !132)
    #dbg_value(i32 454382, !131, !DIExpression(), !134)
    #dbg_value(i64 28, !121, !DIExpression(), !132)
    #dbg_value(i32 460330, !131, !DIExpression(), !134)
    #dbg_value(i64 30, !121, !DIExpression(), !132)
    #dbg_value(i32 485296, !131, !DIExpression(), !134)
    #dbg_value(i64 32, !121, !DIExpression(), !132)
    #dbg_value(i32 529072, !131, !DIExpression(), !134)
  br label %3, !dbg !135

3:                                                ; preds = %0, %3
  %4 = phi i32 [ %7, %3 ], [ 529072, %0 ]
    #dbg_value(i32 %4, !131, !DIExpression(), !134)
  %5 = lshr i32 %4, 16, !dbg !136
  %6 = and i32 %4, 65535, !dbg !137
  %7 = add nuw nsw i32 %6, %5, !dbg !138
    #dbg_value(i32 %7, !131, !DIExpression(), !134)
  %8 = icmp ult i32 %7, 65536, !dbg !135
  br i1 %8, label %9, label %3, !dbg !135, !llvm.loop !139

9:                                                ; preds = %3
  %10 = xor i32 %7, 65535, !dbg !142
    #dbg_value(ptr undef, !129, !DIExpression(), !143)
    #dbg_value(i32 20, !130, !DIExpression(), !143)
    #dbg_value(i64 0, !121, !DIExpression(), !145)
    #dbg_value(i32 0, !131, !DIExpression(), !143)
    #dbg_value(i32 2864, !131, !DIExpression(), !143)
    #dbg_value(i64 2, !121, !DIExpression(), !145)
    #dbg_value(i32 24746, !131, !DIExpression(), !143)
    #dbg_value(i64 4, !121, !DIExpression(), !145)
    #dbg_value(i32 65646, !131, !DIExpression(), !143)
    #dbg_value(i64 6, !121, !DIExpression(), !145)
    #dbg_value(i32 125308, !131, !DIExpression(), !143)
    #dbg_value(i64 8, !121, !DIExpression(), !145)
    #dbg_value(i32 138452, !131, !DIExpression(), !143)
    #dbg_value(i64 10, !121, !DIExpression(), !145)
    #dbg_value(i32 170614, !131, !DIExpression(), !143)
    #dbg_value(i64 12, !121, !DIExpression(), !145)
    #dbg_value(i32 221794, !131, !DIExpression(), !143)
    #dbg_value(i64 14, !121, !DIExpression(), !145)
    #dbg_value(i32 226200, !131, !DIExpression(), !143)
    #dbg_value(i64 16, !121, !DIExpression(), !145)
    #dbg_value(i32 249624, !131, !DIExpression(), !143)
    #dbg_value(i64 18, !121, !DIExpression(), !145)
    #dbg_value(i32 292066, !131, !DIExpression(), !143)
    #dbg_value(i64 20, !121, !DIExpression(), !145)
  br label %11, !dbg !146

11:                                               ; preds = %9, %11
  %12 = phi i32 [ %15, %11 ], [ 292066, %9 ]
    #dbg_value(i32 %12, !131, !DIExpression(), !143)
  %13 = lshr i32 %12, 16, !dbg !147
  %14 = and i32 %12, 65535, !dbg !148
  %15 = add nuw nsw i32 %14, %13, !dbg !149
    #dbg_value(i32 %15, !131, !DIExpression(), !143)
  %16 = icmp ult i32 %15, 65536, !dbg !146
  br i1 %16, label %17, label %11, !dbg !146, !llvm.loop !150

17:                                               ; preds = %11
  %18 = xor i32 %15, 65535, !dbg !152
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef %18), !dbg !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !154
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !155, !DIAssignID !156
    #dbg_assign(i8 0, !102, !DIExpression(), !156, ptr %1, !DIExpression(), !112)
    #dbg_value(i32 0, !104, !DIExpression(), !157)
  br label %19, !dbg !158

19:                                               ; preds = %17, %19
  %20 = phi i32 [ 0, %17 ], [ %34, %19 ]
    #dbg_value(i32 %20, !104, !DIExpression(), !157)
  %21 = mul nuw nsw i32 %20, 7, !dbg !159
  %22 = trunc nuw i32 %20 to i16, !dbg !161
  %23 = udiv i16 %22, 3, !dbg !161
  %24 = zext nneg i16 %23 to i32, !dbg !161
  %25 = add nuw nsw i32 %21, %24, !dbg !162
  %26 = and i32 %25, 15, !dbg !163
  %27 = zext nneg i32 %26 to i64, !dbg !164
  %28 = getelementptr inbounds [16 x i16], ptr %1, i64 0, i64 %27, !dbg !164
  %29 = load i16, ptr %28, align 2, !dbg !164, !tbaa !165
  %30 = and i32 %20, 1, !dbg !169
  %31 = icmp eq i32 %30, 0, !dbg !170
  %32 = select i1 %31, i16 -2, i16 1, !dbg !170
  %33 = add i16 %29, %32, !dbg !171
  store i16 %33, ptr %28, align 2, !dbg !172, !tbaa !165
  %34 = add nuw nsw i32 %20, 1, !dbg !173
    #dbg_value(i32 %34, !104, !DIExpression(), !157)
  %35 = icmp eq i32 %34, 1000, !dbg !174
  br i1 %35, label %36, label %19, !dbg !158, !llvm.loop !175

36:                                               ; preds = %19
    #dbg_value(i64 0, !107, !DIExpression(), !177)
    #dbg_value(i32 0, !106, !DIExpression(), !112)
  %37 = load i16, ptr %1, align 16, !dbg !178, !tbaa !165
  %38 = sext i16 %37 to i32, !dbg !180
    #dbg_value(i32 %38, !106, !DIExpression(), !112)
    #dbg_value(i64 1, !107, !DIExpression(), !177)
  %39 = mul nsw i32 %38, 5, !dbg !181
  %40 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !178
  %41 = load i16, ptr %40, align 2, !dbg !178, !tbaa !165
  %42 = sext i16 %41 to i32, !dbg !180
  %43 = add nsw i32 %39, %42, !dbg !182
    #dbg_value(i32 %43, !106, !DIExpression(), !112)
    #dbg_value(i64 2, !107, !DIExpression(), !177)
  %44 = mul nsw i32 %43, 5, !dbg !181
  %45 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !178
  %46 = load i16, ptr %45, align 4, !dbg !178, !tbaa !165
  %47 = sext i16 %46 to i32, !dbg !180
  %48 = add nsw i32 %44, %47, !dbg !182
    #dbg_value(i32 %48, !106, !DIExpression(), !112)
    #dbg_value(i64 3, !107, !DIExpression(), !177)
  %49 = mul nsw i32 %48, 5, !dbg !181
  %50 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !178
  %51 = load i16, ptr %50, align 2, !dbg !178, !tbaa !165
  %52 = sext i16 %51 to i32, !dbg !180
  %53 = add nsw i32 %49, %52, !dbg !182
    #dbg_value(i32 %53, !106, !DIExpression(), !112)
    #dbg_value(i64 4, !107, !DIExpression(), !177)
  %54 = mul nsw i32 %53, 5, !dbg !181
  %55 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !178
  %56 = load i16, ptr %55, align 8, !dbg !178, !tbaa !165
  %57 = sext i16 %56 to i32, !dbg !180
  %58 = add nsw i32 %54, %57, !dbg !182
    #dbg_value(i32 %58, !106, !DIExpression(), !112)
    #dbg_value(i64 5, !107, !DIExpression(), !177)
  %59 = mul nsw i32 %58, 5, !dbg !181
  %60 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !178
  %61 = load i16, ptr %60, align 2, !dbg !178, !tbaa !165
  %62 = sext i16 %61 to i32, !dbg !180
  %63 = add nsw i32 %59, %62, !dbg !182
    #dbg_value(i32 %63, !106, !DIExpression(), !112)
    #dbg_value(i64 6, !107, !DIExpression(), !177)
  %64 = mul nsw i32 %63, 5, !dbg !181
  %65 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !178
  %66 = load i16, ptr %65, align 4, !dbg !178, !tbaa !165
  %67 = sext i16 %66 to i32, !dbg !180
  %68 = add nsw i32 %64, %67, !dbg !182
    #dbg_value(i32 %68, !106, !DIExpression(), !112)
    #dbg_value(i64 7, !107, !DIExpression(), !177)
  %69 = mul i32 %68, 5, !dbg !181
  %70 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !178
  %71 = load i16, ptr %70, align 2, !dbg !178, !tbaa !165
  %72 = sext i16 %71 to i32, !dbg !180
  %73 = add i32 %69, %72, !dbg !182
    #dbg_value(i32 %73, !106, !DIExpression(), !112)
    #dbg_value(i64 8, !107, !DIExpression(), !177)
  %74 = mul i32 %73, 5, !dbg !181
  %75 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !178
  %76 = load i16, ptr %75, align 16, !dbg !178, !tbaa !165
  %77 = sext i16 %76 to i32, !dbg !180
  %78 = add i32 %74, %77, !dbg !182
    #dbg_value(i32 %78, !106, !DIExpression(), !112)
    #dbg_value(i64 9, !107, !DIExpression(), !177)
  %79 = mul i32 %78, 5, !dbg !181
  %80 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !178
  %81 = load i16, ptr %80, align 2, !dbg !178, !tbaa !165
  %82 = sext i16 %81 to i32, !dbg !180
  %83 = add i32 %79, %82, !dbg !182
    #dbg_value(i32 %83, !106, !DIExpression(), !112)
    #dbg_value(i64 10, !107, !DIExpression(), !177)
  %84 = mul i32 %83, 5, !dbg !181
  %85 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !178
  %86 = load i16, ptr %85, align 4, !dbg !178, !tbaa !165
  %87 = sext i16 %86 to i32, !dbg !180
  %88 = add i32 %84, %87, !dbg !182
    #dbg_value(i32 %88, !106, !DIExpression(), !112)
    #dbg_value(i64 11, !107, !DIExpression(), !177)
  %89 = mul i32 %88, 5, !dbg !181
  %90 = getelementptr inbounds i8, ptr %1, i64 22, !dbg !178
  %91 = load i16, ptr %90, align 2, !dbg !178, !tbaa !165
  %92 = sext i16 %91 to i32, !dbg !180
  %93 = add i32 %89, %92, !dbg !182
    #dbg_value(i32 %93, !106, !DIExpression(), !112)
    #dbg_value(i64 12, !107, !DIExpression(), !177)
  %94 = mul i32 %93, 5, !dbg !181
  %95 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !178
  %96 = load i16, ptr %95, align 8, !dbg !178, !tbaa !165
  %97 = sext i16 %96 to i32, !dbg !180
  %98 = add i32 %94, %97, !dbg !182
    #dbg_value(i32 %98, !106, !DIExpression(), !112)
    #dbg_value(i64 13, !107, !DIExpression(), !177)
  %99 = mul i32 %98, 5, !dbg !181
  %100 = getelementptr inbounds i8, ptr %1, i64 26, !dbg !178
  %101 = load i16, ptr %100, align 2, !dbg !178, !tbaa !165
  %102 = sext i16 %101 to i32, !dbg !180
  %103 = add i32 %99, %102, !dbg !182
    #dbg_value(i32 %103, !106, !DIExpression(), !112)
    #dbg_value(i64 14, !107, !DIExpression(), !177)
  %104 = mul i32 %103, 5, !dbg !181
  %105 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !178
  %106 = load i16, ptr %105, align 4, !dbg !178, !tbaa !165
  %107 = sext i16 %106 to i32, !dbg !180
  %108 = add i32 %104, %107, !dbg !182
    #dbg_value(i32 %108, !106, !DIExpression(), !112)
    #dbg_value(i64 15, !107, !DIExpression(), !177)
  %109 = mul i32 %108, 5, !dbg !181
  %110 = getelementptr inbounds i8, ptr %1, i64 30, !dbg !178
  %111 = load i16, ptr %110, align 2, !dbg !178, !tbaa !165
  %112 = sext i16 %111 to i32, !dbg !180
  %113 = add i32 %109, %112, !dbg !182
    #dbg_value(i32 %113, !106, !DIExpression(), !112)
    #dbg_value(i64 16, !107, !DIExpression(), !177)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %113), !dbg !183
    #dbg_value(i8 -58, !109, !DIExpression(), !112)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 198), !dbg !184
    #dbg_value(i8 -128, !110, !DIExpression(), !112)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 128, i32 noundef -128, i32 noundef 128), !dbg !185
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !186
  ret i32 0, !dbg !187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !188 {
  %2 = alloca ptr, align 8, !DIAssignID !200
    #dbg_assign(i1 undef, !197, !DIExpression(), !200, ptr %2, !DIExpression(), !201)
    #dbg_value(ptr %0, !195, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !202
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !203
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !204
  %4 = load ptr, ptr %2, align 8, !dbg !205, !tbaa !206
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8, !dbg !208
    #dbg_value(i32 %5, !196, !DIExpression(), !201)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !209
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !210
  ret void, !dbg !211
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !212 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !232 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/small_ints.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 20)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 24)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 17)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 15)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !52, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !44, !46, !47, !49, !51}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !42, line: 35, baseType: !43)
!42 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!43 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !42, line: 37, baseType: !45)
!45 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !42, line: 38, baseType: !48)
!48 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !42, line: 36, baseType: !50)
!50 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !42, line: 40, baseType: !46)
!52 = !{!0, !7, !9, !14, !53, !19, !24, !29, !34}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 2)
!58 = !{i32 7, !"Dwarf Version", i32 4}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 2}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 1, !"MaxTLSAlign", i32 65536}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !67, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69}
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{!71, !72, !73, !74, !75, !77, !84, !85, !86, !94, !96, !100, !102, !104, !106, !107, !109, !110}
!71 = !DILocalVariable(name: "u8", scope: !66, file: !2, line: 32, type: !49)
!72 = !DILocalVariable(name: "s8", scope: !66, file: !2, line: 33, type: !41)
!73 = !DILocalVariable(name: "u16", scope: !66, file: !2, line: 34, type: !47)
!74 = !DILocalVariable(name: "s16", scope: !66, file: !2, line: 35, type: !44)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 36, type: !69)
!76 = distinct !DILexicalBlock(scope: !66, file: !2, line: 36, column: 5)
!77 = !DILocalVariable(name: "a", scope: !66, file: !2, line: 44, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pixel", file: !2, line: 6, size: 32, elements: !79)
!79 = !{!80, !81, !82, !83}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !78, file: !2, line: 6, baseType: !49, size: 8)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !78, file: !2, line: 6, baseType: !49, size: 8, offset: 8)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !78, file: !2, line: 6, baseType: !49, size: 8, offset: 16)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !78, file: !2, line: 6, baseType: !49, size: 8, offset: 24)
!84 = !DILocalVariable(name: "b", scope: !66, file: !2, line: 44, type: !78)
!85 = !DILocalVariable(name: "c", scope: !66, file: !2, line: 45, type: !78)
!86 = !DILocalVariable(name: "ss", scope: !66, file: !2, line: 47, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, elements: !92)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Sample", file: !2, line: 7, size: 32, elements: !89)
!89 = !{!90, !91}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !88, file: !2, line: 7, baseType: !44, size: 16)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !88, file: !2, line: 7, baseType: !44, size: 16, offset: 16)
!92 = !{!93}
!93 = !DISubrange(count: 4)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 48, type: !69)
!95 = distinct !DILexicalBlock(scope: !66, file: !2, line: 48, column: 5)
!96 = !DILocalVariable(name: "packet", scope: !66, file: !2, line: 50, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 264, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 33)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 51, type: !69)
!101 = distinct !DILexicalBlock(scope: !66, file: !2, line: 51, column: 5)
!102 = !DILocalVariable(name: "hist", scope: !66, file: !2, line: 53, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 256, elements: !27)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 54, type: !69)
!105 = distinct !DILexicalBlock(scope: !66, file: !2, line: 54, column: 5)
!106 = !DILocalVariable(name: "hs", scope: !66, file: !2, line: 55, type: !46)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 56, type: !69)
!108 = distinct !DILexicalBlock(scope: !66, file: !2, line: 56, column: 5)
!109 = !DILocalVariable(name: "x", scope: !66, file: !2, line: 58, type: !49)
!110 = !DILocalVariable(name: "neg", scope: !66, file: !2, line: 63, type: !41)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !66)
!113 = !DILocation(line: 42, column: 5, scope: !66)
!114 = !DILocation(line: 43, column: 5, scope: !66)
!115 = !DILocation(line: 46, column: 5, scope: !66)
!116 = !DILocation(line: 0, scope: !95)
!117 = !DILocation(line: 48, column: 33, scope: !118)
!118 = distinct !DILexicalBlock(scope: !95, file: !2, line: 48, column: 5)
!119 = !DILocation(line: 49, column: 5, scope: !66)
!120 = !DILocation(line: 0, scope: !101)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 25, type: !69)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 25, column: 5)
!123 = distinct !DISubprogram(name: "checksum16", scope: !2, file: !2, line: 23, type: !124, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !128)
!124 = !DISubroutineType(types: !125)
!125 = !{!47, !126, !69}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!128 = !{!129, !130, !131, !121}
!129 = !DILocalVariable(name: "p", arg: 1, scope: !123, file: !2, line: 23, type: !126)
!130 = !DILocalVariable(name: "n", arg: 2, scope: !123, file: !2, line: 23, type: !69)
!131 = !DILocalVariable(name: "s", scope: !123, file: !2, line: 24, type: !51)
!132 = !DILocation(line: 0, scope: !122, inlinedAt: !133)
!133 = distinct !DILocation(line: 52, column: 40, scope: !66)
!134 = !DILocation(line: 0, scope: !123, inlinedAt: !133)
!135 = !DILocation(line: 27, column: 5, scope: !123, inlinedAt: !133)
!136 = !DILocation(line: 27, column: 14, scope: !123, inlinedAt: !133)
!137 = !DILocation(line: 27, column: 28, scope: !123, inlinedAt: !133)
!138 = !DILocation(line: 27, column: 38, scope: !123, inlinedAt: !133)
!139 = distinct !{!139, !135, !140, !141}
!140 = !DILocation(line: 27, column: 48, scope: !123, inlinedAt: !133)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 28, column: 12, scope: !123, inlinedAt: !133)
!143 = !DILocation(line: 0, scope: !123, inlinedAt: !144)
!144 = distinct !DILocation(line: 52, column: 64, scope: !66)
!145 = !DILocation(line: 0, scope: !122, inlinedAt: !144)
!146 = !DILocation(line: 27, column: 5, scope: !123, inlinedAt: !144)
!147 = !DILocation(line: 27, column: 14, scope: !123, inlinedAt: !144)
!148 = !DILocation(line: 27, column: 28, scope: !123, inlinedAt: !144)
!149 = !DILocation(line: 27, column: 38, scope: !123, inlinedAt: !144)
!150 = distinct !{!150, !146, !151, !141}
!151 = !DILocation(line: 27, column: 48, scope: !123, inlinedAt: !144)
!152 = !DILocation(line: 28, column: 12, scope: !123, inlinedAt: !144)
!153 = !DILocation(line: 52, column: 5, scope: !66)
!154 = !DILocation(line: 53, column: 5, scope: !66)
!155 = !DILocation(line: 53, column: 13, scope: !66)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 0, scope: !105)
!158 = !DILocation(line: 54, column: 5, scope: !105)
!159 = !DILocation(line: 54, column: 83, scope: !160)
!160 = distinct !DILexicalBlock(scope: !105, file: !2, line: 54, column: 5)
!161 = !DILocation(line: 54, column: 91, scope: !160)
!162 = !DILocation(line: 54, column: 87, scope: !160)
!163 = !DILocation(line: 54, column: 96, scope: !160)
!164 = !DILocation(line: 54, column: 75, scope: !160)
!165 = !{!166, !166, i64 0}
!166 = !{!"short", !167, i64 0}
!167 = !{!"omnipotent char", !168, i64 0}
!168 = !{!"Simple C/C++ TBAA"}
!169 = !DILocation(line: 54, column: 107, scope: !160)
!170 = !DILocation(line: 54, column: 105, scope: !160)
!171 = !DILocation(line: 54, column: 102, scope: !160)
!172 = !DILocation(line: 54, column: 63, scope: !160)
!173 = !DILocation(line: 54, column: 32, scope: !160)
!174 = !DILocation(line: 54, column: 23, scope: !160)
!175 = distinct !{!175, !158, !176, !141}
!176 = !DILocation(line: 54, column: 120, scope: !105)
!177 = !DILocation(line: 0, scope: !108)
!178 = !DILocation(line: 56, column: 58, scope: !179)
!179 = distinct !DILexicalBlock(scope: !108, file: !2, line: 56, column: 5)
!180 = !DILocation(line: 56, column: 48, scope: !179)
!181 = !DILocation(line: 56, column: 42, scope: !179)
!182 = !DILocation(line: 56, column: 46, scope: !179)
!183 = !DILocation(line: 57, column: 5, scope: !66)
!184 = !DILocation(line: 62, column: 5, scope: !66)
!185 = !DILocation(line: 64, column: 5, scope: !66)
!186 = !DILocation(line: 66, column: 1, scope: !66)
!187 = !DILocation(line: 65, column: 5, scope: !66)
!188 = distinct !DISubprogram(name: "printf", scope: !189, file: !189, line: 368, type: !190, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !194)
!189 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!190 = !DISubroutineType(cc: DW_CC_nocall, types: !191)
!191 = !{!69, !192, null}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!194 = !{!195, !196, !197}
!195 = !DILocalVariable(name: "__format", arg: 1, scope: !188, file: !189, line: 368, type: !192)
!196 = !DILocalVariable(name: "__retval", scope: !188, file: !189, line: 370, type: !69)
!197 = !DILocalVariable(name: "__local_argv", scope: !188, file: !189, line: 371, type: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !188)
!202 = !DILocation(line: 371, column: 3, scope: !188)
!203 = !DILocation(line: 371, column: 35, scope: !188)
!204 = !DILocation(line: 372, column: 32, scope: !188)
!205 = !DILocation(line: 372, column: 50, scope: !188)
!206 = !{!207, !207, i64 0}
!207 = !{!"any pointer", !167, i64 0}
!208 = !DILocation(line: 372, column: 14, scope: !188)
!209 = !DILocation(line: 373, column: 3, scope: !188)
!210 = !DILocation(line: 375, column: 1, scope: !188)
!211 = !DILocation(line: 374, column: 3, scope: !188)
!212 = !DISubprogram(name: "__mingw_vfprintf", scope: !189, file: !189, line: 193, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{!69, !215, !228, !229}
!215 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !216)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !189, line: 47, baseType: !218)
!218 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !189, line: 33, size: 384, align: 64, elements: !219)
!219 = !{!220, !221, !222, !223, !224, !225, !226, !227}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !218, file: !189, line: 37, baseType: !199, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !218, file: !189, line: 38, baseType: !69, size: 32, offset: 64)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !218, file: !189, line: 39, baseType: !199, size: 64, offset: 128)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !218, file: !189, line: 40, baseType: !69, size: 32, offset: 192)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !218, file: !189, line: 41, baseType: !69, size: 32, offset: 224)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !218, file: !189, line: 42, baseType: !69, size: 32, offset: 256)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !218, file: !189, line: 43, baseType: !69, size: 32, offset: 288)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !218, file: !189, line: 44, baseType: !199, size: 64, offset: 320)
!228 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !230, line: 31, baseType: !231)
!230 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !230, line: 24, baseType: !198)
!232 = !DISubprogram(name: "__acrt_iob_func", scope: !189, file: !189, line: 93, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!216, !46}
