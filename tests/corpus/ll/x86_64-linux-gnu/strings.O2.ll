; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  store <4 x i8> <i8 72, i8 101, i8 108, i8 108>, ptr %2, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 4
  store i8 111, ptr %7, align 4
  %8 = call i64 @strlen(ptr nonnull dereferenceable(1) %2)
  %9 = getelementptr inbounds i8, ptr %2, i64 %8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str, i64 3, i1 false)
  %10 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(9) @.str.1, i64 noundef 6) #10
  %11 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #11
  %12 = trunc i64 %11 to i32
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  %14 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %2) #10
  %15 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #11
  %16 = lshr i64 %15, 1
  %17 = icmp ult i64 %15, 2
  br i1 %17, label %50, label %18

18:                                               ; preds = %0
  %19 = getelementptr i8, ptr %3, i64 %15
  %20 = icmp eq i64 %16, 1
  br i1 %20, label %40, label %21

21:                                               ; preds = %18
  %22 = and i64 %16, 9223372036854775806
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %37, %23 ]
  %25 = phi i64 [ 0, %21 ], [ %38, %23 ]
  %26 = getelementptr inbounds i8, ptr %3, i64 %24
  %27 = load i8, ptr %26, align 2, !tbaa !5
  %28 = xor i64 %24, -1
  %29 = getelementptr i8, ptr %19, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !5
  store i8 %30, ptr %26, align 2, !tbaa !5
  store i8 %27, ptr %29, align 1, !tbaa !5
  %31 = or disjoint i64 %24, 1
  %32 = getelementptr inbounds i8, ptr %3, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = xor i64 %24, -2
  %35 = getelementptr i8, ptr %19, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !5
  store i8 %36, ptr %32, align 1, !tbaa !5
  store i8 %33, ptr %35, align 1, !tbaa !5
  %37 = add nuw nsw i64 %24, 2
  %38 = add i64 %25, 2
  %39 = icmp eq i64 %38, %22
  br i1 %39, label %40, label %23, !llvm.loop !8

40:                                               ; preds = %23, %18
  %41 = phi i64 [ 0, %18 ], [ %37, %23 ]
  %42 = and i64 %15, 2
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %3, i64 %41
  %46 = load i8, ptr %45, align 1, !tbaa !5
  %47 = xor i64 %41, -1
  %48 = getelementptr i8, ptr %19, i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !5
  store i8 %49, ptr %45, align 1, !tbaa !5
  store i8 %46, ptr %48, align 1, !tbaa !5
  br label %50

50:                                               ; preds = %44, %40, %0
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %3)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef 1, i32 noundef 0)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 1)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 4))
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 41))
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 26))
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 18)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 20))
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10
  %60 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(31) @.str.20, i64 noundef 255) #10
  %61 = getelementptr inbounds i8, ptr %1, i64 255
  store i8 0, ptr %61, align 1, !tbaa !5
  %62 = call ptr @strtok(ptr noundef nonnull %1, ptr noundef nonnull @.str.37) #10
  %63 = icmp eq ptr %62, null
  br i1 %63, label %69, label %64

64:                                               ; preds = %50, %64
  %65 = phi i32 [ %66, %64 ], [ 0, %50 ]
  %66 = add nuw nsw i32 %65, 1
  %67 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.37) #10
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %64, !llvm.loop !10

69:                                               ; preds = %64, %50
  %70 = phi i32 [ 0, %50 ], [ %66, %64 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %70)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.m, i64 32, i1 false)
  %72 = getelementptr inbounds i8, ptr %4, i64 5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %72, ptr noundef nonnull align 16 dereferenceable(10) %4, i64 10, i1 false)
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %4)
  %74 = getelementptr inbounds i8, ptr %4, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %4, ptr noundef nonnull align 1 dereferenceable(12) %74, i64 12, i1 false)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %4)
  %76 = getelementptr inbounds i8, ptr %4, i64 2
  store i32 707406378, ptr %76, align 2
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull %4)
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 37)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  %79 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 128, ptr noundef nonnull @.str.25, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 7, double noundef 0x40C81CD6C8B43958, double noundef 3.141590e+00, ptr noundef nonnull @.str.26, i32 noundef 90) #10
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %79, ptr noundef nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(9) %5, ptr noundef nonnull align 1 dereferenceable(9) @.str.28, i64 9, i1 false)
  %81 = getelementptr inbounds i8, ptr %5, i64 9
  store i8 0, ptr %81, align 1
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 21, ptr noundef nonnull %5)
  %83 = call i64 @strtol(ptr nocapture noundef nonnull @.str.31, ptr noundef null, i32 noundef 10) #10
  %84 = trunc i64 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %84, i64 noundef 511, i64 noundef 3735928559)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  %86 = call double @strtod(ptr noundef nonnull @.str.34, ptr noundef nonnull %6) #10
  %87 = load ptr, ptr %6, align 8, !tbaa !11
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %86, ptr noundef %87)
  %89 = call noalias dereferenceable_or_null(44) ptr @malloc(i64 noundef 44) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(44) %89, ptr noundef nonnull align 1 dereferenceable(44) @.str.6, i64 44, i1 false) #10
  br label %92

90:                                               ; preds = %99
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull %89)
  call void @free(ptr noundef %89) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  ret i32 0

92:                                               ; preds = %69, %99
  %93 = phi i8 [ %101, %99 ], [ 116, %69 ]
  %94 = phi ptr [ %100, %99 ], [ %89, %69 ]
  %95 = add i8 %93, -97
  %96 = icmp ult i8 %95, 26
  br i1 %96, label %97, label %99

97:                                               ; preds = %92
  %98 = add nsw i8 %93, -32
  store i8 %98, ptr %94, align 1, !tbaa !5
  br label %99

99:                                               ; preds = %92, %97
  %100 = getelementptr inbounds i8, ptr %94, i64 1
  %101 = load i8, ptr %100, align 1, !tbaa !5
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %90, label %92, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
