; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"World!!!\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"a = '%s' len = %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"reversed = '%s'\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"strcmp = %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"strncmp = %d memcmp = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"strchr = %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"strrchr = %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"strstr = %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"strstr missing = %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"strspn = %u strcspn = %u\0A\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"pbrk = %s\0A\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"words = %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [31 x i8] c"one two, three;four.  five six\00", align 1
@__const.main.m = private unnamed_addr constant [32 x i8] c"0123456789abcdefghij\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.21 = private unnamed_addr constant [18 x i8] c"memmove fwd = %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"memmove back = %s\0A\00", align 1
@.str.23 = private unnamed_addr constant [13 x i8] c"memset = %s\0A\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"memchr offset = %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [49 x i8] c"%5d|%-5d|%05d|%x|%X|%o|%+d|%.2f|%10.3f|%-8s|%c%%\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.27 = private unnamed_addr constant [19 x i8] c"snprintf(%d) = %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [22 x i8] c"truncated output here\00", align 1
@.str.29 = private unnamed_addr constant [19 x i8] c"truncated %d '%s'\0A\00", align 1
@.str.30 = private unnamed_addr constant [42 x i8] c"atoi = %d strtol = %ld strtoul hex = %lu\0A\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"  -1234xyz\00", align 1
@.str.34 = private unnamed_addr constant [11 x i8] c"3.25e2rest\00", align 1
@.str.35 = private unnamed_addr constant [25 x i8] c"strtod = %.2f rest = %s\0A\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"upper = %s\0A\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c" ,.;\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [32 x i8], align 16
  %5 = alloca [128 x i8], align 16
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  store <4 x i8> <i8 72, i8 101, i8 108, i8 108>, ptr %2, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 4
  store i8 111, ptr %7, align 4
  %8 = call i64 @strlen(ptr nonnull dereferenceable(1) %2)
  %9 = getelementptr inbounds i8, ptr %2, i64 %8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str, i64 3, i1 false)
  %10 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(9) @.str.1, i64 noundef 6) #14
  %11 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #14
  %12 = trunc i64 %11 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #14
  %13 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %2) #14
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #14
  %15 = lshr i64 %14, 1
  %16 = icmp ult i64 %14, 2
  br i1 %16, label %49, label %17

17:                                               ; preds = %0
  %18 = getelementptr i8, ptr %3, i64 %14
  %19 = icmp eq i64 %15, 1
  br i1 %19, label %39, label %20

20:                                               ; preds = %17
  %21 = and i64 %15, 9223372036854775806
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %36, %22 ]
  %24 = phi i64 [ 0, %20 ], [ %37, %22 ]
  %25 = getelementptr inbounds i8, ptr %3, i64 %23
  %26 = load i8, ptr %25, align 2, !tbaa !5
  %27 = xor i64 %23, -1
  %28 = getelementptr i8, ptr %18, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !5
  store i8 %29, ptr %25, align 2, !tbaa !5
  store i8 %26, ptr %28, align 1, !tbaa !5
  %30 = or disjoint i64 %23, 1
  %31 = getelementptr inbounds i8, ptr %3, i64 %30
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = xor i64 %23, -2
  %34 = getelementptr i8, ptr %18, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !5
  store i8 %35, ptr %31, align 1, !tbaa !5
  store i8 %32, ptr %34, align 1, !tbaa !5
  %36 = add nuw nsw i64 %23, 2
  %37 = add i64 %24, 2
  %38 = icmp eq i64 %37, %21
  br i1 %38, label %39, label %22, !llvm.loop !8

39:                                               ; preds = %22, %17
  %40 = phi i64 [ 0, %17 ], [ %36, %22 ]
  %41 = and i64 %14, 2
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %49, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %3, i64 %40
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = xor i64 %40, -1
  %47 = getelementptr i8, ptr %18, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !5
  store i8 %48, ptr %44, align 1, !tbaa !5
  store i8 %45, ptr %47, align 1, !tbaa !5
  br label %49

49:                                               ; preds = %43, %39, %0
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, ptr noundef nonnull %3)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef 1, i64 noundef 0)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 1)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 4))
  %50 = call ptr @strrchr(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 111) #14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, ptr noundef %50)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 26))
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 18)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 20))
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #14
  %51 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(31) @.str.20, i64 noundef 255) #14
  %52 = getelementptr inbounds i8, ptr %1, i64 255
  store i8 0, ptr %52, align 1, !tbaa !5
  %53 = call ptr @strtok(ptr noundef nonnull %1, ptr noundef nonnull @.str.37)
  %54 = icmp eq ptr %53, null
  br i1 %54, label %60, label %55

55:                                               ; preds = %49, %55
  %56 = phi i32 [ %57, %55 ], [ 0, %49 ]
  %57 = add nuw nsw i32 %56, 1
  %58 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.37)
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %55, !llvm.loop !10

60:                                               ; preds = %55, %49
  %61 = phi i32 [ 0, %49 ], [ %57, %55 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i32 noundef %61)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.m, i64 32, i1 false)
  %62 = getelementptr inbounds i8, ptr %4, i64 5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %62, ptr noundef nonnull align 16 dereferenceable(10) %4, i64 10, i1 false)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %4)
  %63 = getelementptr inbounds i8, ptr %4, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %4, ptr noundef nonnull align 1 dereferenceable(12) %63, i64 12, i1 false)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull %4)
  %64 = getelementptr inbounds i8, ptr %4, i64 2
  store i32 707406378, ptr %64, align 2
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull %4)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef 37)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #14
  %65 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 128, ptr noundef @.str.25, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 7, double noundef 0x40C81CD6C8B43958, double noundef 3.141590e+00, ptr noundef nonnull @.str.26, i32 noundef 90)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.27, i32 noundef %65, ptr noundef nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(9) %5, ptr noundef nonnull align 1 dereferenceable(9) @.str.28, i64 9, i1 false)
  %66 = getelementptr inbounds i8, ptr %5, i64 9
  store i8 0, ptr %66, align 1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.29, i32 noundef 21, ptr noundef nonnull %5)
  %67 = call i32 @atoi(ptr nocapture noundef nonnull @.str.31)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.30, i32 noundef %67, i32 noundef 511, i32 noundef -559038737)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14
  %68 = call double @__mingw_strtod(ptr noundef nonnull @.str.34, ptr noundef nonnull %6) #14
  %69 = load ptr, ptr %6, align 8, !tbaa !11
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.35, double noundef %68, ptr noundef %69)
  %70 = call dereferenceable_or_null(44) ptr @malloc(i64 noundef 44) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(44) %70, ptr noundef nonnull align 1 dereferenceable(44) @.str.6, i64 44, i1 false) #14
  br label %72

71:                                               ; preds = %79
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.36, ptr noundef nonnull %70)
  call void @free(ptr noundef %70)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #14
  ret i32 0

72:                                               ; preds = %60, %79
  %73 = phi i8 [ %81, %79 ], [ 116, %60 ]
  %74 = phi ptr [ %80, %79 ], [ %70, %60 ]
  %75 = add i8 %73, -97
  %76 = icmp ult i8 %75, 26
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = add nsw i8 %73, -32
  store i8 %78, ptr %74, align 1, !tbaa !5
  br label %79

79:                                               ; preds = %72, %77
  %80 = getelementptr inbounds i8, ptr %74, i64 1
  %81 = load i8, ptr %80, align 1, !tbaa !5
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %71, label %72, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare dso_local ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14
  %4 = load ptr, ptr %2, align 8, !tbaa !11
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare dso_local ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local ptr @strrchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: inlinehint nounwind uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) unnamed_addr #4 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !11
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %5) #14
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  ret i32 %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local i32 @atoi(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #10

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare dso_local ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare dso_local ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #13

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #12

declare dso_local double @__mingw_strtod(ptr noundef, ptr noundef) local_unnamed_addr #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !6, i64 0}
!13 = distinct !{!13, !9}
