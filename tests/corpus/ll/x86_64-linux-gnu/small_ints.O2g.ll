; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !73 {
  %1 = alloca [16 x i16], align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !109, !DIExpression(), !118, ptr %1, !DIExpression(), !119)
    #dbg_value(i8 poison, !78, !DIExpression(), !119)
    #dbg_value(i8 poison, !79, !DIExpression(), !119)
    #dbg_value(i16 poison, !80, !DIExpression(), !119)
    #dbg_value(i16 poison, !81, !DIExpression(), !119)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef -126, i32 noundef 24, i32 noundef -32756), !dbg !120
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i32 noundef 15876, i32 noundef 576), !dbg !121
    #dbg_value(i32 -2144181048, !84, !DIExpression(), !119)
    #dbg_value(i32 -14806006, !91, !DIExpression(), !119)
    #dbg_value(i8 105, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !119)
    #dbg_value(i8 60, !92, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !119)
    #dbg_value(i8 40, !92, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !119)
    #dbg_value(i8 -1, !92, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !119)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 105, i32 noundef 60, i32 noundef 40, i32 noundef 255), !dbg !122
    #dbg_value(i64 0, !101, !DIExpression(), !123)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 32767), !dbg !124
    #dbg_value(i64 1, !101, !DIExpression(), !123)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -32768), !dbg !124
    #dbg_value(i64 2, !101, !DIExpression(), !123)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1000), !dbg !124
    #dbg_value(i64 3, !101, !DIExpression(), !123)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6199), !dbg !124
    #dbg_value(i64 4, !101, !DIExpression(), !123)
  %9 = tail call i32 @putchar(i32 10), !dbg !126
    #dbg_value(i32 0, !107, !DIExpression(), !127)
    #dbg_value(<16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !119)
    #dbg_value(<16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !119)
    #dbg_value(i8 -85, !103, !DIExpression(DW_OP_LLVM_fragment, 256, 8), !119)
    #dbg_value(i64 33, !107, !DIExpression(), !127)
    #dbg_value(i64 0, !128, !DIExpression(), !139)
    #dbg_value(i32 0, !138, !DIExpression(), !141)
    #dbg_value(i32 2864, !138, !DIExpression(), !141)
    #dbg_value(i64 2, !128, !DIExpression(), !139)
    #dbg_value(i32 24746, !138, !DIExpression(), !141)
    #dbg_value(i64 4, !128, !DIExpression(), !139)
    #dbg_value(i32 65646, !138, !DIExpression(), !141)
    #dbg_value(i64 6, !128, !DIExpression(), !139)
    #dbg_value(i32 125308, !138, !DIExpression(), !141)
    #dbg_value(i64 8, !128, !DIExpression(), !139)
    #dbg_value(i32 138452, !138, !DIExpression(), !141)
    #dbg_value(i64 10, !128, !DIExpression(), !139)
    #dbg_value(i32 170614, !138, !DIExpression(), !141)
    #dbg_value(i64 12, !128, !DIExpression(), !139)
    #dbg_value(i32 221794, !138, !DIExpression(), !141)
    #dbg_value(i64 14, !128, !DIExpression(), !139)
    #dbg_value(i32 226200, !138, !DIExpression(), !141)
    #dbg_value(i64 16, !128, !DIExpression(), !139)
    #dbg_value(i32 249624, !138, !DIExpression(), !141)
    #dbg_value(i64 18, !128, !DIExpression(), !139)
    #dbg_value(i32 292066, !138, !DIExpression(), !141)
    #dbg_value(i64 20, !128, !DIExpression(), !139)
    #dbg_value(i32 353270, !138, !DIExpression(), !141)
    #dbg_value(i64 22, !128, !DIExpression(), !139)
    #dbg_value(i32 367956, !138, !DIExpression(), !141)
    #dbg_value(i64 24, !128, !DIExpression(), !139)
    #dbg_value(i32 401660, !138, !DIExpression(), !141)
    #dbg_value(i64 26, !128, !DIExpression(), !139)
    #dbg_value(i32 454382, !138, !DIExpression(), !141)
    #dbg_value(i64 28, !128, !DIExpression(), !139)
    #dbg_value(i32 460330, !138, !DIExpression(), !141)
    #dbg_value(i64 30, !128, !DIExpression(), !139)
    #dbg_value(i32 485296, !138, !DIExpression(), !141)
    #dbg_value(i64 32, !128, !DIExpression(), !139)
    #dbg_value(i32 529072, !138, !DIExpression(), !141)
  br label %10, !dbg !142

10:                                               ; preds = %0, %10
  %11 = phi i32 [ %14, %10 ], [ 529072, %0 ]
    #dbg_value(i32 %11, !138, !DIExpression(), !141)
  %12 = lshr i32 %11, 16, !dbg !143
  %13 = and i32 %11, 65535, !dbg !144
  %14 = add nuw nsw i32 %13, %12, !dbg !145
    #dbg_value(i32 %14, !138, !DIExpression(), !141)
  %15 = icmp ult i32 %14, 65536, !dbg !142
  br i1 %15, label %16, label %10, !dbg !142, !llvm.loop !146

16:                                               ; preds = %10
  %17 = xor i32 %14, 65535, !dbg !149
    #dbg_value(ptr undef, !136, !DIExpression(), !150)
    #dbg_value(i32 20, !137, !DIExpression(), !150)
    #dbg_value(i64 0, !128, !DIExpression(), !152)
    #dbg_value(i32 0, !138, !DIExpression(), !150)
    #dbg_value(i32 2864, !138, !DIExpression(), !150)
    #dbg_value(i64 2, !128, !DIExpression(), !152)
    #dbg_value(i32 24746, !138, !DIExpression(), !150)
    #dbg_value(i64 4, !128, !DIExpression(), !152)
    #dbg_value(i32 65646, !138, !DIExpression(), !150)
    #dbg_value(i64 6, !128, !DIExpression(), !152)
    #dbg_value(i32 125308, !138, !DIExpression(), !150)
    #dbg_value(i64 8, !128, !DIExpression(), !152)
    #dbg_value(i32 138452, !138, !DIExpression(), !150)
    #dbg_value(i64 10, !128, !DIExpression(), !152)
    #dbg_value(i32 170614, !138, !DIExpression(), !150)
    #dbg_value(i64 12, !128, !DIExpression(), !152)
    #dbg_value(i32 221794, !138, !DIExpression(), !150)
    #dbg_value(i64 14, !128, !DIExpression(), !152)
    #dbg_value(i32 226200, !138, !DIExpression(), !150)
    #dbg_value(i64 16, !128, !DIExpression(), !152)
    #dbg_value(i32 249624, !138, !DIExpression(), !150)
    #dbg_value(i64 18, !128, !DIExpression(), !152)
    #dbg_value(i32 292066, !138, !DIExpression(), !150)
    #dbg_value(i64 20, !128, !DIExpression(), !152)
  br label %18, !dbg !153

18:                                               ; preds = %16, %18
  %19 = phi i32 [ %22, %18 ], [ 292066, %16 ]
    #dbg_value(i32 %19, !138, !DIExpression(), !150)
  %20 = lshr i32 %19, 16, !dbg !154
  %21 = and i32 %19, 65535, !dbg !155
  %22 = add nuw nsw i32 %21, %20, !dbg !156
    #dbg_value(i32 %22, !138, !DIExpression(), !150)
  %23 = icmp ult i32 %22, 65536, !dbg !153
  br i1 %23, label %24, label %18, !dbg !153, !llvm.loop !157

24:                                               ; preds = %18
  %25 = xor i32 %22, 65535, !dbg !159
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17, i32 noundef %25), !dbg !160
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5, !dbg !161
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !162, !DIAssignID !163
    #dbg_assign(i8 0, !109, !DIExpression(), !163, ptr %1, !DIExpression(), !119)
    #dbg_value(i32 0, !111, !DIExpression(), !164)
  br label %27, !dbg !165

27:                                               ; preds = %24, %27
  %28 = phi i32 [ 0, %24 ], [ %42, %27 ]
    #dbg_value(i32 %28, !111, !DIExpression(), !164)
  %29 = mul nuw nsw i32 %28, 7, !dbg !166
  %30 = trunc nuw i32 %28 to i16, !dbg !168
  %31 = udiv i16 %30, 3, !dbg !168
  %32 = zext nneg i16 %31 to i32, !dbg !168
  %33 = add nuw nsw i32 %29, %32, !dbg !169
  %34 = and i32 %33, 15, !dbg !170
  %35 = zext nneg i32 %34 to i64, !dbg !171
  %36 = getelementptr inbounds [16 x i16], ptr %1, i64 0, i64 %35, !dbg !171
  %37 = load i16, ptr %36, align 2, !dbg !171, !tbaa !172
  %38 = and i32 %28, 1, !dbg !176
  %39 = icmp eq i32 %38, 0, !dbg !177
  %40 = select i1 %39, i16 -2, i16 1, !dbg !177
  %41 = add i16 %37, %40, !dbg !178
  store i16 %41, ptr %36, align 2, !dbg !179, !tbaa !172
  %42 = add nuw nsw i32 %28, 1, !dbg !180
    #dbg_value(i32 %42, !111, !DIExpression(), !164)
  %43 = icmp eq i32 %42, 1000, !dbg !181
  br i1 %43, label %44, label %27, !dbg !165, !llvm.loop !182

44:                                               ; preds = %27
    #dbg_value(i64 0, !114, !DIExpression(), !184)
    #dbg_value(i32 0, !113, !DIExpression(), !119)
  %45 = load i16, ptr %1, align 16, !dbg !185, !tbaa !172
  %46 = sext i16 %45 to i32, !dbg !187
    #dbg_value(i32 %46, !113, !DIExpression(), !119)
    #dbg_value(i64 1, !114, !DIExpression(), !184)
  %47 = mul nsw i32 %46, 5, !dbg !188
  %48 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !185
  %49 = load i16, ptr %48, align 2, !dbg !185, !tbaa !172
  %50 = sext i16 %49 to i32, !dbg !187
  %51 = add nsw i32 %47, %50, !dbg !189
    #dbg_value(i32 %51, !113, !DIExpression(), !119)
    #dbg_value(i64 2, !114, !DIExpression(), !184)
  %52 = mul nsw i32 %51, 5, !dbg !188
  %53 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !185
  %54 = load i16, ptr %53, align 4, !dbg !185, !tbaa !172
  %55 = sext i16 %54 to i32, !dbg !187
  %56 = add nsw i32 %52, %55, !dbg !189
    #dbg_value(i32 %56, !113, !DIExpression(), !119)
    #dbg_value(i64 3, !114, !DIExpression(), !184)
  %57 = mul nsw i32 %56, 5, !dbg !188
  %58 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !185
  %59 = load i16, ptr %58, align 2, !dbg !185, !tbaa !172
  %60 = sext i16 %59 to i32, !dbg !187
  %61 = add nsw i32 %57, %60, !dbg !189
    #dbg_value(i32 %61, !113, !DIExpression(), !119)
    #dbg_value(i64 4, !114, !DIExpression(), !184)
  %62 = mul nsw i32 %61, 5, !dbg !188
  %63 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !185
  %64 = load i16, ptr %63, align 8, !dbg !185, !tbaa !172
  %65 = sext i16 %64 to i32, !dbg !187
  %66 = add nsw i32 %62, %65, !dbg !189
    #dbg_value(i32 %66, !113, !DIExpression(), !119)
    #dbg_value(i64 5, !114, !DIExpression(), !184)
  %67 = mul nsw i32 %66, 5, !dbg !188
  %68 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !185
  %69 = load i16, ptr %68, align 2, !dbg !185, !tbaa !172
  %70 = sext i16 %69 to i32, !dbg !187
  %71 = add nsw i32 %67, %70, !dbg !189
    #dbg_value(i32 %71, !113, !DIExpression(), !119)
    #dbg_value(i64 6, !114, !DIExpression(), !184)
  %72 = mul nsw i32 %71, 5, !dbg !188
  %73 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !185
  %74 = load i16, ptr %73, align 4, !dbg !185, !tbaa !172
  %75 = sext i16 %74 to i32, !dbg !187
  %76 = add nsw i32 %72, %75, !dbg !189
    #dbg_value(i32 %76, !113, !DIExpression(), !119)
    #dbg_value(i64 7, !114, !DIExpression(), !184)
  %77 = mul i32 %76, 5, !dbg !188
  %78 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !185
  %79 = load i16, ptr %78, align 2, !dbg !185, !tbaa !172
  %80 = sext i16 %79 to i32, !dbg !187
  %81 = add i32 %77, %80, !dbg !189
    #dbg_value(i32 %81, !113, !DIExpression(), !119)
    #dbg_value(i64 8, !114, !DIExpression(), !184)
  %82 = mul i32 %81, 5, !dbg !188
  %83 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !185
  %84 = load i16, ptr %83, align 16, !dbg !185, !tbaa !172
  %85 = sext i16 %84 to i32, !dbg !187
  %86 = add i32 %82, %85, !dbg !189
    #dbg_value(i32 %86, !113, !DIExpression(), !119)
    #dbg_value(i64 9, !114, !DIExpression(), !184)
  %87 = mul i32 %86, 5, !dbg !188
  %88 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !185
  %89 = load i16, ptr %88, align 2, !dbg !185, !tbaa !172
  %90 = sext i16 %89 to i32, !dbg !187
  %91 = add i32 %87, %90, !dbg !189
    #dbg_value(i32 %91, !113, !DIExpression(), !119)
    #dbg_value(i64 10, !114, !DIExpression(), !184)
  %92 = mul i32 %91, 5, !dbg !188
  %93 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !185
  %94 = load i16, ptr %93, align 4, !dbg !185, !tbaa !172
  %95 = sext i16 %94 to i32, !dbg !187
  %96 = add i32 %92, %95, !dbg !189
    #dbg_value(i32 %96, !113, !DIExpression(), !119)
    #dbg_value(i64 11, !114, !DIExpression(), !184)
  %97 = mul i32 %96, 5, !dbg !188
  %98 = getelementptr inbounds i8, ptr %1, i64 22, !dbg !185
  %99 = load i16, ptr %98, align 2, !dbg !185, !tbaa !172
  %100 = sext i16 %99 to i32, !dbg !187
  %101 = add i32 %97, %100, !dbg !189
    #dbg_value(i32 %101, !113, !DIExpression(), !119)
    #dbg_value(i64 12, !114, !DIExpression(), !184)
  %102 = mul i32 %101, 5, !dbg !188
  %103 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !185
  %104 = load i16, ptr %103, align 8, !dbg !185, !tbaa !172
  %105 = sext i16 %104 to i32, !dbg !187
  %106 = add i32 %102, %105, !dbg !189
    #dbg_value(i32 %106, !113, !DIExpression(), !119)
    #dbg_value(i64 13, !114, !DIExpression(), !184)
  %107 = mul i32 %106, 5, !dbg !188
  %108 = getelementptr inbounds i8, ptr %1, i64 26, !dbg !185
  %109 = load i16, ptr %108, align 2, !dbg !185, !tbaa !172
  %110 = sext i16 %109 to i32, !dbg !187
  %111 = add i32 %107, %110, !dbg !189
    #dbg_value(i32 %111, !113, !DIExpression(), !119)
    #dbg_value(i64 14, !114, !DIExpression(), !184)
  %112 = mul i32 %111, 5, !dbg !188
  %113 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !185
  %114 = load i16, ptr %113, align 4, !dbg !185, !tbaa !172
  %115 = sext i16 %114 to i32, !dbg !187
  %116 = add i32 %112, %115, !dbg !189
    #dbg_value(i32 %116, !113, !DIExpression(), !119)
    #dbg_value(i64 15, !114, !DIExpression(), !184)
  %117 = mul i32 %116, 5, !dbg !188
  %118 = getelementptr inbounds i8, ptr %1, i64 30, !dbg !185
  %119 = load i16, ptr %118, align 2, !dbg !185, !tbaa !172
  %120 = sext i16 %119 to i32, !dbg !187
  %121 = add i32 %117, %120, !dbg !189
    #dbg_value(i32 %121, !113, !DIExpression(), !119)
    #dbg_value(i64 16, !114, !DIExpression(), !184)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %121), !dbg !190
    #dbg_value(i8 -58, !116, !DIExpression(), !119)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 198), !dbg !191
    #dbg_value(i8 -128, !117, !DIExpression(), !119)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 128, i32 noundef -128, i32 noundef 128), !dbg !192
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5, !dbg !193
  ret i32 0, !dbg !194
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !195 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/small_ints.c", directory: ".", checksumkind: CSK_MD5, checksum: "e31a658a6fb89a5b23bd5e3ffa2d4048")
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
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !59, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !46, !49, !50, !54, !57}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !42, line: 24, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !44, line: 37, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !42, line: 25, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !44, line: 39, baseType: !48)
!48 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!49 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !51, line: 25, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !44, line: 40, baseType: !53)
!53 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !51, line: 24, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !44, line: 38, baseType: !56)
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !51, line: 26, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !44, line: 42, baseType: !49)
!59 = !{!0, !7, !9, !14, !60, !19, !24, !29, !34}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 2)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !74, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !77)
!74 = !DISubroutineType(types: !75)
!75 = !{!76}
!76 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!77 = !{!78, !79, !80, !81, !82, !84, !91, !92, !93, !101, !103, !107, !109, !111, !113, !114, !116, !117}
!78 = !DILocalVariable(name: "u8", scope: !73, file: !2, line: 32, type: !54)
!79 = !DILocalVariable(name: "s8", scope: !73, file: !2, line: 33, type: !41)
!80 = !DILocalVariable(name: "u16", scope: !73, file: !2, line: 34, type: !50)
!81 = !DILocalVariable(name: "s16", scope: !73, file: !2, line: 35, type: !46)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 36, type: !76)
!83 = distinct !DILexicalBlock(scope: !73, file: !2, line: 36, column: 5)
!84 = !DILocalVariable(name: "a", scope: !73, file: !2, line: 44, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pixel", file: !2, line: 6, size: 32, elements: !86)
!86 = !{!87, !88, !89, !90}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !85, file: !2, line: 6, baseType: !54, size: 8)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !85, file: !2, line: 6, baseType: !54, size: 8, offset: 8)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !85, file: !2, line: 6, baseType: !54, size: 8, offset: 16)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !85, file: !2, line: 6, baseType: !54, size: 8, offset: 24)
!91 = !DILocalVariable(name: "b", scope: !73, file: !2, line: 44, type: !85)
!92 = !DILocalVariable(name: "c", scope: !73, file: !2, line: 45, type: !85)
!93 = !DILocalVariable(name: "ss", scope: !73, file: !2, line: 47, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 128, elements: !99)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Sample", file: !2, line: 7, size: 32, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !95, file: !2, line: 7, baseType: !46, size: 16)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !95, file: !2, line: 7, baseType: !46, size: 16, offset: 16)
!99 = !{!100}
!100 = !DISubrange(count: 4)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 48, type: !76)
!102 = distinct !DILexicalBlock(scope: !73, file: !2, line: 48, column: 5)
!103 = !DILocalVariable(name: "packet", scope: !73, file: !2, line: 50, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 264, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 33)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 51, type: !76)
!108 = distinct !DILexicalBlock(scope: !73, file: !2, line: 51, column: 5)
!109 = !DILocalVariable(name: "hist", scope: !73, file: !2, line: 53, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 256, elements: !27)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 54, type: !76)
!112 = distinct !DILexicalBlock(scope: !73, file: !2, line: 54, column: 5)
!113 = !DILocalVariable(name: "hs", scope: !73, file: !2, line: 55, type: !49)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 56, type: !76)
!115 = distinct !DILexicalBlock(scope: !73, file: !2, line: 56, column: 5)
!116 = !DILocalVariable(name: "x", scope: !73, file: !2, line: 58, type: !54)
!117 = !DILocalVariable(name: "neg", scope: !73, file: !2, line: 63, type: !41)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !73)
!120 = !DILocation(line: 42, column: 5, scope: !73)
!121 = !DILocation(line: 43, column: 5, scope: !73)
!122 = !DILocation(line: 46, column: 5, scope: !73)
!123 = !DILocation(line: 0, scope: !102)
!124 = !DILocation(line: 48, column: 33, scope: !125)
!125 = distinct !DILexicalBlock(scope: !102, file: !2, line: 48, column: 5)
!126 = !DILocation(line: 49, column: 5, scope: !73)
!127 = !DILocation(line: 0, scope: !108)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 25, type: !76)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 25, column: 5)
!130 = distinct !DISubprogram(name: "checksum16", scope: !2, file: !2, line: 23, type: !131, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !135)
!131 = !DISubroutineType(types: !132)
!132 = !{!50, !133, !76}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!135 = !{!136, !137, !138, !128}
!136 = !DILocalVariable(name: "p", arg: 1, scope: !130, file: !2, line: 23, type: !133)
!137 = !DILocalVariable(name: "n", arg: 2, scope: !130, file: !2, line: 23, type: !76)
!138 = !DILocalVariable(name: "s", scope: !130, file: !2, line: 24, type: !57)
!139 = !DILocation(line: 0, scope: !129, inlinedAt: !140)
!140 = distinct !DILocation(line: 52, column: 40, scope: !73)
!141 = !DILocation(line: 0, scope: !130, inlinedAt: !140)
!142 = !DILocation(line: 27, column: 5, scope: !130, inlinedAt: !140)
!143 = !DILocation(line: 27, column: 14, scope: !130, inlinedAt: !140)
!144 = !DILocation(line: 27, column: 28, scope: !130, inlinedAt: !140)
!145 = !DILocation(line: 27, column: 38, scope: !130, inlinedAt: !140)
!146 = distinct !{!146, !142, !147, !148}
!147 = !DILocation(line: 27, column: 48, scope: !130, inlinedAt: !140)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 28, column: 12, scope: !130, inlinedAt: !140)
!150 = !DILocation(line: 0, scope: !130, inlinedAt: !151)
!151 = distinct !DILocation(line: 52, column: 64, scope: !73)
!152 = !DILocation(line: 0, scope: !129, inlinedAt: !151)
!153 = !DILocation(line: 27, column: 5, scope: !130, inlinedAt: !151)
!154 = !DILocation(line: 27, column: 14, scope: !130, inlinedAt: !151)
!155 = !DILocation(line: 27, column: 28, scope: !130, inlinedAt: !151)
!156 = !DILocation(line: 27, column: 38, scope: !130, inlinedAt: !151)
!157 = distinct !{!157, !153, !158, !148}
!158 = !DILocation(line: 27, column: 48, scope: !130, inlinedAt: !151)
!159 = !DILocation(line: 28, column: 12, scope: !130, inlinedAt: !151)
!160 = !DILocation(line: 52, column: 5, scope: !73)
!161 = !DILocation(line: 53, column: 5, scope: !73)
!162 = !DILocation(line: 53, column: 13, scope: !73)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !112)
!165 = !DILocation(line: 54, column: 5, scope: !112)
!166 = !DILocation(line: 54, column: 83, scope: !167)
!167 = distinct !DILexicalBlock(scope: !112, file: !2, line: 54, column: 5)
!168 = !DILocation(line: 54, column: 91, scope: !167)
!169 = !DILocation(line: 54, column: 87, scope: !167)
!170 = !DILocation(line: 54, column: 96, scope: !167)
!171 = !DILocation(line: 54, column: 75, scope: !167)
!172 = !{!173, !173, i64 0}
!173 = !{!"short", !174, i64 0}
!174 = !{!"omnipotent char", !175, i64 0}
!175 = !{!"Simple C/C++ TBAA"}
!176 = !DILocation(line: 54, column: 107, scope: !167)
!177 = !DILocation(line: 54, column: 105, scope: !167)
!178 = !DILocation(line: 54, column: 102, scope: !167)
!179 = !DILocation(line: 54, column: 63, scope: !167)
!180 = !DILocation(line: 54, column: 32, scope: !167)
!181 = !DILocation(line: 54, column: 23, scope: !167)
!182 = distinct !{!182, !165, !183, !148}
!183 = !DILocation(line: 54, column: 120, scope: !112)
!184 = !DILocation(line: 0, scope: !115)
!185 = !DILocation(line: 56, column: 58, scope: !186)
!186 = distinct !DILexicalBlock(scope: !115, file: !2, line: 56, column: 5)
!187 = !DILocation(line: 56, column: 48, scope: !186)
!188 = !DILocation(line: 56, column: 42, scope: !186)
!189 = !DILocation(line: 56, column: 46, scope: !186)
!190 = !DILocation(line: 57, column: 5, scope: !73)
!191 = !DILocation(line: 62, column: 5, scope: !73)
!192 = !DILocation(line: 64, column: 5, scope: !73)
!193 = !DILocation(line: 66, column: 1, scope: !73)
!194 = !DILocation(line: 65, column: 5, scope: !73)
!195 = !DISubprogram(name: "printf", scope: !196, file: !196, line: 356, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!197 = !DISubroutineType(types: !198)
!198 = !{!76, !199, null}
!199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
