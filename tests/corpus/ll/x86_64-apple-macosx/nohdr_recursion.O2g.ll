; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [34 x i8] c"fib(25) = %d fib_memo(90) = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,5) = %u ack(3,5) = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"binom(24,12) = %lld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"partitions(50) = %lld\0A\00", align 1, !dbg !22
@__const.main.s = private unnamed_addr constant [7 x i8] c"aabbcd\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"distinct perms = %d hash = %u\0A\00", align 1, !dbg !27
@perm_count = internal unnamed_addr global i32 0, align 4, !dbg !32
@perm_hash = internal unnamed_addr global i32 0, align 4, !dbg !38
@memo = internal unnamed_addr global [100 x i64] zeroinitializer, align 16, !dbg !41

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !55 {
  %1 = alloca [7 x i8], align 1
  %2 = tail call fastcc i32 @fib(i32 noundef 25), !dbg !67
  %3 = tail call fastcc i64 @fib_memo(i32 noundef 90), !dbg !68
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %3), !dbg !69
  %5 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 5), !dbg !70
  %6 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 5), !dbg !71
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %6), !dbg !72
    #dbg_value(i32 0, !59, !DIExpression(), !73)
    #dbg_value(i32 0, !59, !DIExpression(), !73)
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef 0), !dbg !74
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8, i32 noundef 32), !dbg !76
    #dbg_value(i32 1, !59, !DIExpression(), !73)
  %10 = tail call fastcc i32 @hofstadter_f(i32 noundef 1), !dbg !74
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef 32), !dbg !76
    #dbg_value(i32 2, !59, !DIExpression(), !73)
  %12 = tail call fastcc i32 @hofstadter_f(i32 noundef 2), !dbg !74
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12, i32 noundef 32), !dbg !76
    #dbg_value(i32 3, !59, !DIExpression(), !73)
  %14 = tail call fastcc i32 @hofstadter_f(i32 noundef 3), !dbg !74
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef 32), !dbg !76
    #dbg_value(i32 4, !59, !DIExpression(), !73)
  %16 = tail call fastcc i32 @hofstadter_f(i32 noundef 4), !dbg !74
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16, i32 noundef 32), !dbg !76
    #dbg_value(i32 5, !59, !DIExpression(), !73)
  %18 = tail call fastcc i32 @hofstadter_f(i32 noundef 5), !dbg !74
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef 32), !dbg !76
    #dbg_value(i32 6, !59, !DIExpression(), !73)
  %20 = tail call fastcc i32 @hofstadter_f(i32 noundef 6), !dbg !74
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20, i32 noundef 32), !dbg !76
    #dbg_value(i32 7, !59, !DIExpression(), !73)
  %22 = tail call fastcc i32 @hofstadter_f(i32 noundef 7), !dbg !74
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef 32), !dbg !76
    #dbg_value(i32 8, !59, !DIExpression(), !73)
  %24 = tail call fastcc i32 @hofstadter_f(i32 noundef 8), !dbg !74
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i32 noundef 32), !dbg !76
    #dbg_value(i32 9, !59, !DIExpression(), !73)
  %26 = tail call fastcc i32 @hofstadter_f(i32 noundef 9), !dbg !74
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26, i32 noundef 32), !dbg !76
    #dbg_value(i32 10, !59, !DIExpression(), !73)
  %28 = tail call fastcc i32 @hofstadter_f(i32 noundef 10), !dbg !74
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28, i32 noundef 32), !dbg !76
    #dbg_value(i32 11, !59, !DIExpression(), !73)
  %30 = tail call fastcc i32 @hofstadter_f(i32 noundef 11), !dbg !74
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %30, i32 noundef 32), !dbg !76
    #dbg_value(i32 12, !59, !DIExpression(), !73)
  %32 = tail call fastcc i32 @hofstadter_f(i32 noundef 12), !dbg !74
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef 32), !dbg !76
    #dbg_value(i32 13, !59, !DIExpression(), !73)
  %34 = tail call fastcc i32 @hofstadter_f(i32 noundef 13), !dbg !74
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef 32), !dbg !76
    #dbg_value(i32 14, !59, !DIExpression(), !73)
  %36 = tail call fastcc i32 @hofstadter_f(i32 noundef 14), !dbg !74
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36, i32 noundef 10), !dbg !76
    #dbg_value(i32 15, !59, !DIExpression(), !73)
    #dbg_value(i32 0, !61, !DIExpression(), !77)
  %38 = tail call fastcc i32 @hofstadter_m(i32 noundef 0), !dbg !78
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38, i32 noundef 32), !dbg !80
    #dbg_value(i32 1, !61, !DIExpression(), !77)
  %40 = tail call fastcc i32 @hofstadter_m(i32 noundef 1), !dbg !78
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40, i32 noundef 32), !dbg !80
    #dbg_value(i32 2, !61, !DIExpression(), !77)
  %42 = tail call fastcc i32 @hofstadter_m(i32 noundef 2), !dbg !78
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42, i32 noundef 32), !dbg !80
    #dbg_value(i32 3, !61, !DIExpression(), !77)
  %44 = tail call fastcc i32 @hofstadter_m(i32 noundef 3), !dbg !78
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44, i32 noundef 32), !dbg !80
    #dbg_value(i32 4, !61, !DIExpression(), !77)
  %46 = tail call fastcc i32 @hofstadter_m(i32 noundef 4), !dbg !78
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef 32), !dbg !80
    #dbg_value(i32 5, !61, !DIExpression(), !77)
  %48 = tail call fastcc i32 @hofstadter_m(i32 noundef 5), !dbg !78
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48, i32 noundef 32), !dbg !80
    #dbg_value(i32 6, !61, !DIExpression(), !77)
  %50 = tail call fastcc i32 @hofstadter_m(i32 noundef 6), !dbg !78
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50, i32 noundef 32), !dbg !80
    #dbg_value(i32 7, !61, !DIExpression(), !77)
  %52 = tail call fastcc i32 @hofstadter_m(i32 noundef 7), !dbg !78
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef 32), !dbg !80
    #dbg_value(i32 8, !61, !DIExpression(), !77)
  %54 = tail call fastcc i32 @hofstadter_m(i32 noundef 8), !dbg !78
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef 32), !dbg !80
    #dbg_value(i32 9, !61, !DIExpression(), !77)
  %56 = tail call fastcc i32 @hofstadter_m(i32 noundef 9), !dbg !78
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56, i32 noundef 32), !dbg !80
    #dbg_value(i32 10, !61, !DIExpression(), !77)
  %58 = tail call fastcc i32 @hofstadter_m(i32 noundef 10), !dbg !78
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58, i32 noundef 32), !dbg !80
    #dbg_value(i32 11, !61, !DIExpression(), !77)
  %60 = tail call fastcc i32 @hofstadter_m(i32 noundef 11), !dbg !78
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef 32), !dbg !80
    #dbg_value(i32 12, !61, !DIExpression(), !77)
  %62 = tail call fastcc i32 @hofstadter_m(i32 noundef 12), !dbg !78
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef 32), !dbg !80
    #dbg_value(i32 13, !61, !DIExpression(), !77)
  %64 = tail call fastcc i32 @hofstadter_m(i32 noundef 13), !dbg !78
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64, i32 noundef 32), !dbg !80
    #dbg_value(i32 14, !61, !DIExpression(), !77)
  %66 = tail call fastcc i32 @hofstadter_m(i32 noundef 14), !dbg !78
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %66, i32 noundef 10), !dbg !80
    #dbg_value(i32 15, !61, !DIExpression(), !77)
  %68 = tail call fastcc i64 @binom(i32 noundef 24, i32 noundef 12), !dbg !81
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %68), !dbg !82
  %70 = tail call fastcc i64 @partitions(i32 noundef 50, i32 noundef 50), !dbg !83
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %70), !dbg !84
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %1) #8, !dbg !85
    #dbg_declare(ptr %1, !63, !DIExpression(), !86)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %1, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s, i64 7, i1 false), !dbg !86
  call fastcc void @perms(ptr noundef nonnull %1, i32 noundef 0), !dbg !87
  %72 = load i32, ptr @perm_count, align 4, !dbg !88, !tbaa !89
  %73 = load i32, ptr @perm_hash, align 4, !dbg !93, !tbaa !89
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72, i32 noundef %73), !dbg !94
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %1) #8, !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: nofree nounwind
declare !dbg !97 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 !dbg !102 {
    #dbg_value(i32 %0, !106, !DIExpression(), !107)
  %2 = icmp slt i32 %0, 2, !dbg !108
  br i1 %2, label %11, label %3, !dbg !109

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !106, !DIExpression(), !107)
  %6 = add nsw i32 %4, -1, !dbg !110
  %7 = tail call fastcc i32 @fib(i32 noundef %6), !dbg !111
  %8 = add nsw i32 %4, -2, !dbg !112
  %9 = add nsw i32 %7, %5, !dbg !113
    #dbg_value(i32 %8, !106, !DIExpression(), !107)
  %10 = icmp ult i32 %4, 4, !dbg !108
  br i1 %10, label %11, label %3, !dbg !109

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !114
}

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #3 !dbg !115 {
    #dbg_value(i32 %0, !119, !DIExpression(), !120)
  %2 = icmp slt i32 %0, 2, !dbg !121
  br i1 %2, label %3, label %5, !dbg !123

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !124
  br label %10, !dbg !125

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !126
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6, !dbg !126
  %8 = load i64, ptr %7, align 8, !dbg !126, !tbaa !128
  %9 = icmp eq i64 %8, 0, !dbg !126
  br i1 %9, label %12, label %10, !dbg !130

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !131

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !132
  %14 = tail call fastcc i64 @fib_memo(i32 noundef %13), !dbg !133
  %15 = add nsw i32 %0, -2, !dbg !134
  %16 = tail call fastcc i64 @fib_memo(i32 noundef %15), !dbg !135
  %17 = add nsw i64 %16, %14, !dbg !136
  store i64 %17, ptr %7, align 8, !dbg !137, !tbaa !128
  br label %10, !dbg !131
}

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !138 {
    #dbg_value(i32 %0, !142, !DIExpression(), !144)
    #dbg_value(i32 %1, !143, !DIExpression(), !144)
  %3 = icmp eq i32 %0, 0, !dbg !145
  br i1 %3, label %4, label %7, !dbg !146

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !147
  ret i32 %6, !dbg !148

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !143, !DIExpression(), !144)
    #dbg_value(i32 %9, !142, !DIExpression(), !144)
  %10 = icmp eq i32 %8, 0, !dbg !149
  br i1 %10, label %11, label %15, !dbg !150

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !151
    #dbg_value(i32 %13, !142, !DIExpression(), !144)
    #dbg_value(i32 %12, !143, !DIExpression(), !144)
  %14 = icmp eq i32 %13, 0, !dbg !145
  br i1 %14, label %4, label %7, !dbg !146

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !152
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16), !dbg !153
  br label %11, !dbg !154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
define internal fastcc i32 @hofstadter_f(i32 noundef %0) unnamed_addr #2 !dbg !155 {
    #dbg_value(i32 %0, !157, !DIExpression(), !158)
  %2 = icmp eq i32 %0, 0, !dbg !159
  br i1 %2, label %3, label %5, !dbg !160

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4, !dbg !161

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !162
  %7 = tail call fastcc i32 @hofstadter_f(i32 noundef %6), !dbg !163
  %8 = tail call fastcc i32 @hofstadter_m(i32 noundef %7), !dbg !164
  %9 = sub nsw i32 %0, %8, !dbg !165
  br label %3, !dbg !161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
define internal fastcc i32 @hofstadter_m(i32 noundef %0) unnamed_addr #2 !dbg !166 {
    #dbg_value(i32 %0, !168, !DIExpression(), !169)
  %2 = icmp eq i32 %0, 0, !dbg !170
  br i1 %2, label %3, label %5, !dbg !171

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !172

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !173
  %7 = tail call fastcc i32 @hofstadter_m(i32 noundef %6), !dbg !174
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef %7), !dbg !175
  %9 = sub nsw i32 %0, %8, !dbg !176
  br label %3, !dbg !172
}

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
define internal fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !177 {
  %3 = icmp eq i32 %1, 0
    #dbg_value(i32 %0, !181, !DIExpression(), !183)
    #dbg_value(i32 %1, !182, !DIExpression(), !183)
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4, !dbg !184
  br i1 %5, label %17, label %6, !dbg !184

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8, !dbg !184

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
    #dbg_value(i32 %9, !181, !DIExpression(), !183)
  %11 = add nsw i32 %9, -1, !dbg !185
  %12 = tail call fastcc i64 @binom(i32 noundef %11, i32 noundef %7), !dbg !186
  %13 = add nsw i64 %12, %10, !dbg !187
    #dbg_value(i32 %11, !181, !DIExpression(), !183)
    #dbg_value(i32 %1, !182, !DIExpression(), !183)
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8, !dbg !184

15:                                               ; preds = %8
  %16 = add nsw i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18, !dbg !188
}

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
define internal fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !189 {
    #dbg_value(i32 %0, !191, !DIExpression(), !196)
    #dbg_value(i32 %1, !192, !DIExpression(), !196)
  %3 = icmp eq i32 %0, 0, !dbg !197
  br i1 %3, label %15, label %4, !dbg !199

4:                                                ; preds = %2
    #dbg_value(i64 0, !193, !DIExpression(), !196)
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0), !dbg !200
    #dbg_value(i32 %5, !194, !DIExpression(), !201)
    #dbg_value(i64 0, !193, !DIExpression(), !196)
  %6 = icmp sgt i32 %5, 0, !dbg !202
  br i1 %6, label %7, label %15, !dbg !204

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !194, !DIExpression(), !201)
    #dbg_value(i64 %9, !193, !DIExpression(), !196)
  %10 = sub nsw i32 %0, %8, !dbg !205
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8), !dbg !206
  %12 = add nsw i64 %11, %9, !dbg !207
    #dbg_value(i64 %12, !193, !DIExpression(), !196)
  %13 = add nsw i32 %8, -1, !dbg !208
    #dbg_value(i32 %13, !194, !DIExpression(), !201)
  %14 = icmp ugt i32 %8, 1, !dbg !202
  br i1 %14, label %7, label %15, !dbg !204, !llvm.loop !209

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ], !dbg !196
  ret i64 %16, !dbg !212
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @perms(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !213 {
    #dbg_value(ptr %0, !218, !DIExpression(), !233)
    #dbg_value(i32 %1, !219, !DIExpression(), !233)
    #dbg_value(i32 6, !220, !DIExpression(), !233)
  %3 = icmp eq i32 %1, 6, !dbg !234
  br i1 %3, label %12, label %4, !dbg !235

4:                                                ; preds = %2
    #dbg_value(i32 %1, !225, !DIExpression(), !236)
  %5 = icmp slt i32 %1, 6, !dbg !237
  br i1 %5, label %6, label %105, !dbg !238

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64, !dbg !238
  %11 = getelementptr i8, ptr %0, i64 %10
  br label %45, !dbg !238

12:                                               ; preds = %2
  %13 = load i32, ptr @perm_count, align 4, !dbg !239, !tbaa !89
  %14 = add nsw i32 %13, 1, !dbg !239
  store i32 %14, ptr @perm_count, align 4, !dbg !239, !tbaa !89
    #dbg_value(i32 0, !221, !DIExpression(), !240)
  %15 = load i32, ptr @perm_hash, align 4, !tbaa !89
    #dbg_value(i32 0, !221, !DIExpression(), !240)
    #dbg_value(i64 0, !221, !DIExpression(), !240)
  %16 = mul i32 %15, 131, !dbg !241
  %17 = load i8, ptr %0, align 1, !dbg !243, !tbaa !244
  %18 = zext i8 %17 to i32, !dbg !245
  %19 = add i32 %16, %18, !dbg !246
    #dbg_value(i64 1, !221, !DIExpression(), !240)
  %20 = mul i32 %19, 131, !dbg !241
  %21 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !243
  %22 = load i8, ptr %21, align 1, !dbg !243, !tbaa !244
  %23 = zext i8 %22 to i32, !dbg !245
  %24 = add i32 %20, %23, !dbg !246
    #dbg_value(i64 2, !221, !DIExpression(), !240)
  %25 = mul i32 %24, 131, !dbg !241
  %26 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !243
  %27 = load i8, ptr %26, align 1, !dbg !243, !tbaa !244
  %28 = zext i8 %27 to i32, !dbg !245
  %29 = add i32 %25, %28, !dbg !246
    #dbg_value(i64 3, !221, !DIExpression(), !240)
  %30 = mul i32 %29, 131, !dbg !241
  %31 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !243
  %32 = load i8, ptr %31, align 1, !dbg !243, !tbaa !244
  %33 = zext i8 %32 to i32, !dbg !245
  %34 = add i32 %30, %33, !dbg !246
    #dbg_value(i64 4, !221, !DIExpression(), !240)
  %35 = mul i32 %34, 131, !dbg !241
  %36 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !243
  %37 = load i8, ptr %36, align 1, !dbg !243, !tbaa !244
  %38 = zext i8 %37 to i32, !dbg !245
  %39 = add i32 %35, %38, !dbg !246
    #dbg_value(i64 5, !221, !DIExpression(), !240)
  %40 = mul i32 %39, 131, !dbg !241
  %41 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !243
  %42 = load i8, ptr %41, align 1, !dbg !243, !tbaa !244
  %43 = zext i8 %42 to i32, !dbg !245
  %44 = add i32 %40, %43, !dbg !246
    #dbg_value(i64 6, !221, !DIExpression(), !240)
  store i32 %44, ptr @perm_hash, align 4, !dbg !247, !tbaa !89
  br label %105, !dbg !248

45:                                               ; preds = %6, %100
  %46 = phi i64 [ 0, %6 ], [ %104, %100 ]
  %47 = phi i64 [ %10, %6 ], [ %101, %100 ]
    #dbg_value(i64 %47, !225, !DIExpression(), !236)
    #dbg_value(i32 %1, !230, !DIExpression(), !249)
    #dbg_value(i32 0, !227, !DIExpression(), !250)
  %48 = icmp sgt i64 %47, %10, !dbg !251
  br i1 %48, label %49, label %94, !dbg !253

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 %47
  %51 = load i8, ptr %50, align 1, !tbaa !244
  %52 = icmp ult i64 %46, 8, !dbg !253
  br i1 %52, label %53, label %56, !dbg !253

53:                                               ; preds = %75, %49
  %54 = phi i64 [ %10, %49 ], [ %58, %75 ]
  %55 = phi i32 [ 0, %49 ], [ %80, %75 ]
  br label %85, !dbg !253

56:                                               ; preds = %49
  %57 = and i64 %46, -8, !dbg !253
  %58 = add i64 %57, %10, !dbg !253
  %59 = insertelement <4 x i8> poison, i8 %51, i64 0, !dbg !253
  %60 = shufflevector <4 x i8> %59, <4 x i8> poison, <4 x i32> zeroinitializer, !dbg !253
  br label %61, !dbg !253

61:                                               ; preds = %61, %56
  %62 = phi i64 [ 0, %56 ], [ %73, %61 ]
  %63 = phi <4 x i1> [ zeroinitializer, %56 ], [ %71, %61 ]
  %64 = phi <4 x i1> [ zeroinitializer, %56 ], [ %72, %61 ]
  %65 = getelementptr i8, ptr %11, i64 %62, !dbg !254
  %66 = getelementptr inbounds i8, ptr %65, i64 4, !dbg !254
  %67 = load <4 x i8>, ptr %65, align 1, !dbg !254, !tbaa !244
  %68 = load <4 x i8>, ptr %66, align 1, !dbg !254, !tbaa !244
  %69 = icmp eq <4 x i8> %67, %60, !dbg !256
  %70 = icmp eq <4 x i8> %68, %60, !dbg !256
  %71 = or <4 x i1> %63, %69
  %72 = or <4 x i1> %64, %70
  %73 = add nuw i64 %62, 8
  %74 = icmp eq i64 %73, %57
  br i1 %74, label %75, label %61, !llvm.loop !257

75:                                               ; preds = %61
  %76 = or <4 x i1> %72, %71, !dbg !253
  %77 = freeze <4 x i1> %76, !dbg !253
  %78 = bitcast <4 x i1> %77 to i4, !dbg !253
  %79 = icmp ne i4 %78, 0, !dbg !253
  %80 = zext i1 %79 to i32, !dbg !253
  %81 = icmp eq i64 %46, %57, !dbg !253
  br i1 %81, label %82, label %53, !dbg !253

82:                                               ; preds = %85, %75
  %83 = phi i32 [ %80, %75 ], [ %91, %85 ], !dbg !261
  %84 = icmp eq i32 %83, 0, !dbg !262
  br i1 %84, label %94, label %100, !dbg !264

85:                                               ; preds = %53, %85
  %86 = phi i64 [ %92, %85 ], [ %54, %53 ]
  %87 = phi i32 [ %91, %85 ], [ %55, %53 ]
    #dbg_value(i64 %86, !230, !DIExpression(), !249)
    #dbg_value(i32 %87, !227, !DIExpression(), !250)
  %88 = getelementptr inbounds i8, ptr %0, i64 %86, !dbg !254
  %89 = load i8, ptr %88, align 1, !dbg !254, !tbaa !244
  %90 = icmp eq i8 %89, %51, !dbg !256
  %91 = select i1 %90, i32 1, i32 %87, !dbg !261
    #dbg_value(i32 %91, !227, !DIExpression(), !250)
  %92 = add nsw i64 %86, 1, !dbg !265
    #dbg_value(i64 %92, !230, !DIExpression(), !249)
  %93 = icmp eq i64 %92, %47, !dbg !251
  br i1 %93, label %82, label %85, !dbg !253, !llvm.loop !266

94:                                               ; preds = %45, %82
  %95 = load i8, ptr %8, align 1, !dbg !267, !tbaa !244
    #dbg_value(i8 %95, !232, !DIExpression(), !250)
  %96 = getelementptr inbounds i8, ptr %0, i64 %47, !dbg !268
  %97 = load i8, ptr %96, align 1, !dbg !268, !tbaa !244
  store i8 %97, ptr %8, align 1, !dbg !269, !tbaa !244
  store i8 %95, ptr %96, align 1, !dbg !270, !tbaa !244
  tail call fastcc void @perms(ptr noundef %0, i32 noundef %9), !dbg !271
  %98 = load i8, ptr %8, align 1, !dbg !272, !tbaa !244
    #dbg_value(i8 %98, !232, !DIExpression(), !250)
  %99 = load i8, ptr %96, align 1, !dbg !273, !tbaa !244
  store i8 %99, ptr %8, align 1, !dbg !274, !tbaa !244
  store i8 %98, ptr %96, align 1, !dbg !275, !tbaa !244
  br label %100, !dbg !276

100:                                              ; preds = %82, %94
  %101 = add nsw i64 %47, 1, !dbg !277
    #dbg_value(i64 %101, !225, !DIExpression(), !236)
  %102 = and i64 %101, 4294967295, !dbg !237
  %103 = icmp eq i64 %102, 6, !dbg !237
  %104 = add i64 %46, 1, !dbg !238
  br i1 %103, label %105, label %45, !dbg !238, !llvm.loop !278

105:                                              ; preds = %100, %4, %12
  ret void, !dbg !248
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind ssp memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_recursion.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 31)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "perm_count", scope: !34, file: !2, line: 26, type: !47, isLocal: true, isDefinition: true)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !35, globals: !37, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!35 = !{!36}
!36 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !{!0, !7, !12, !17, !22, !27, !38, !32, !41}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "perm_hash", scope: !34, file: !2, line: 25, type: !40, isLocal: true, isDefinition: true)
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "memo", scope: !34, file: !2, line: 5, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 6400, elements: !45)
!44 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!45 = !{!46}
!46 = !DISubrange(count: 100)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{i32 7, !"Dwarf Version", i32 4}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !56, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!47}
!58 = !{!59, !61, !63}
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 42, type: !47)
!60 = distinct !DILexicalBlock(scope: !55, file: !2, line: 42, column: 5)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 43, type: !47)
!62 = distinct !DILexicalBlock(scope: !55, file: !2, line: 43, column: 5)
!63 = !DILocalVariable(name: "s", scope: !55, file: !2, line: 46, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 7)
!67 = !DILocation(line: 40, column: 50, scope: !55)
!68 = !DILocation(line: 40, column: 59, scope: !55)
!69 = !DILocation(line: 40, column: 5, scope: !55)
!70 = !DILocation(line: 41, column: 45, scope: !55)
!71 = !DILocation(line: 41, column: 56, scope: !55)
!72 = !DILocation(line: 41, column: 5, scope: !55)
!73 = !DILocation(line: 0, scope: !60)
!74 = !DILocation(line: 42, column: 49, scope: !75)
!75 = distinct !DILexicalBlock(scope: !60, file: !2, line: 42, column: 5)
!76 = !DILocation(line: 42, column: 34, scope: !75)
!77 = !DILocation(line: 0, scope: !62)
!78 = !DILocation(line: 43, column: 49, scope: !79)
!79 = distinct !DILexicalBlock(scope: !62, file: !2, line: 43, column: 5)
!80 = !DILocation(line: 43, column: 34, scope: !79)
!81 = !DILocation(line: 44, column: 37, scope: !55)
!82 = !DILocation(line: 44, column: 5, scope: !55)
!83 = !DILocation(line: 45, column: 39, scope: !55)
!84 = !DILocation(line: 45, column: 5, scope: !55)
!85 = !DILocation(line: 46, column: 5, scope: !55)
!86 = !DILocation(line: 46, column: 10, scope: !55)
!87 = !DILocation(line: 47, column: 5, scope: !55)
!88 = !DILocation(line: 48, column: 47, scope: !55)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocation(line: 48, column: 59, scope: !55)
!94 = !DILocation(line: 48, column: 5, scope: !55)
!95 = !DILocation(line: 50, column: 1, scope: !55)
!96 = !DILocation(line: 49, column: 5, scope: !55)
!97 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!47, !100, null}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!102 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !103, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!47, !47}
!105 = !{!106}
!106 = !DILocalVariable(name: "n", arg: 1, scope: !102, file: !2, line: 11, type: !47)
!107 = !DILocation(line: 0, scope: !102)
!108 = !DILocation(line: 11, column: 34, scope: !102)
!109 = !DILocation(line: 11, column: 32, scope: !102)
!110 = !DILocation(line: 11, column: 50, scope: !102)
!111 = !DILocation(line: 11, column: 44, scope: !102)
!112 = !DILocation(line: 11, column: 63, scope: !102)
!113 = !DILocation(line: 11, column: 55, scope: !102)
!114 = !DILocation(line: 11, column: 25, scope: !102)
!115 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 6, type: !116, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!44, !47}
!118 = !{!119}
!119 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !2, line: 6, type: !47)
!120 = !DILocation(line: 0, scope: !115)
!121 = !DILocation(line: 7, column: 11, scope: !122)
!122 = distinct !DILexicalBlock(scope: !115, file: !2, line: 7, column: 9)
!123 = !DILocation(line: 7, column: 9, scope: !115)
!124 = !DILocation(line: 7, column: 23, scope: !122)
!125 = !DILocation(line: 7, column: 16, scope: !122)
!126 = !DILocation(line: 8, column: 9, scope: !127)
!127 = distinct !DILexicalBlock(scope: !115, file: !2, line: 8, column: 9)
!128 = !{!129, !129, i64 0}
!129 = !{!"long long", !91, i64 0}
!130 = !DILocation(line: 8, column: 9, scope: !115)
!131 = !DILocation(line: 10, column: 1, scope: !115)
!132 = !DILocation(line: 9, column: 33, scope: !115)
!133 = !DILocation(line: 9, column: 22, scope: !115)
!134 = !DILocation(line: 9, column: 51, scope: !115)
!135 = !DILocation(line: 9, column: 40, scope: !115)
!136 = !DILocation(line: 9, column: 38, scope: !115)
!137 = !DILocation(line: 9, column: 20, scope: !115)
!138 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 12, type: !139, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!40, !40, !40}
!141 = !{!142, !143}
!142 = !DILocalVariable(name: "m", arg: 1, scope: !138, file: !2, line: 12, type: !40)
!143 = !DILocalVariable(name: "n", arg: 2, scope: !138, file: !2, line: 12, type: !40)
!144 = !DILocation(line: 0, scope: !138)
!145 = !DILocation(line: 13, column: 14, scope: !138)
!146 = !DILocation(line: 13, column: 12, scope: !138)
!147 = !DILocation(line: 13, column: 23, scope: !138)
!148 = !DILocation(line: 13, column: 5, scope: !138)
!149 = !DILocation(line: 13, column: 31, scope: !138)
!150 = !DILocation(line: 13, column: 29, scope: !138)
!151 = !DILocation(line: 13, scope: !138)
!152 = !DILocation(line: 13, column: 74, scope: !138)
!153 = !DILocation(line: 13, column: 65, scope: !138)
!154 = !DILocation(line: 13, column: 54, scope: !138)
!155 = distinct !DISubprogram(name: "hofstadter_f", scope: !2, file: !2, line: 17, type: !103, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !156)
!156 = !{!157}
!157 = !DILocalVariable(name: "n", arg: 1, scope: !155, file: !2, line: 17, type: !47)
!158 = !DILocation(line: 0, scope: !155)
!159 = !DILocation(line: 17, column: 43, scope: !155)
!160 = !DILocation(line: 17, column: 41, scope: !155)
!161 = !DILocation(line: 17, column: 34, scope: !155)
!162 = !DILocation(line: 17, column: 86, scope: !155)
!163 = !DILocation(line: 17, column: 71, scope: !155)
!164 = !DILocation(line: 17, column: 58, scope: !155)
!165 = !DILocation(line: 17, column: 56, scope: !155)
!166 = distinct !DISubprogram(name: "hofstadter_m", scope: !2, file: !2, line: 16, type: !103, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !167)
!167 = !{!168}
!168 = !DILocalVariable(name: "n", arg: 1, scope: !166, file: !2, line: 16, type: !47)
!169 = !DILocation(line: 0, scope: !166)
!170 = !DILocation(line: 16, column: 43, scope: !166)
!171 = !DILocation(line: 16, column: 41, scope: !166)
!172 = !DILocation(line: 16, column: 34, scope: !166)
!173 = !DILocation(line: 16, column: 86, scope: !166)
!174 = !DILocation(line: 16, column: 71, scope: !166)
!175 = !DILocation(line: 16, column: 58, scope: !166)
!176 = !DILocation(line: 16, column: 56, scope: !166)
!177 = distinct !DISubprogram(name: "binom", scope: !2, file: !2, line: 18, type: !178, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!44, !47, !47}
!180 = !{!181, !182}
!181 = !DILocalVariable(name: "n", arg: 1, scope: !177, file: !2, line: 18, type: !47)
!182 = !DILocalVariable(name: "k", arg: 2, scope: !177, file: !2, line: 18, type: !47)
!183 = !DILocation(line: 0, scope: !177)
!184 = !DILocation(line: 18, column: 54, scope: !177)
!185 = !DILocation(line: 18, column: 78, scope: !177)
!186 = !DILocation(line: 18, column: 70, scope: !177)
!187 = !DILocation(line: 18, column: 90, scope: !177)
!188 = !DILocation(line: 18, column: 40, scope: !177)
!189 = distinct !DISubprogram(name: "partitions", scope: !2, file: !2, line: 19, type: !178, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !190)
!190 = !{!191, !192, !193, !194}
!191 = !DILocalVariable(name: "n", arg: 1, scope: !189, file: !2, line: 19, type: !47)
!192 = !DILocalVariable(name: "max", arg: 2, scope: !189, file: !2, line: 19, type: !47)
!193 = !DILocalVariable(name: "s", scope: !189, file: !2, line: 21, type: !44)
!194 = !DILocalVariable(name: "k", scope: !195, file: !2, line: 22, type: !47)
!195 = distinct !DILexicalBlock(scope: !189, file: !2, line: 22, column: 5)
!196 = !DILocation(line: 0, scope: !189)
!197 = !DILocation(line: 20, column: 11, scope: !198)
!198 = distinct !DILexicalBlock(scope: !189, file: !2, line: 20, column: 9)
!199 = !DILocation(line: 20, column: 9, scope: !189)
!200 = !DILocation(line: 22, column: 18, scope: !195)
!201 = !DILocation(line: 0, scope: !195)
!202 = !DILocation(line: 22, column: 39, scope: !203)
!203 = distinct !DILexicalBlock(scope: !195, file: !2, line: 22, column: 5)
!204 = !DILocation(line: 22, column: 5, scope: !195)
!205 = !DILocation(line: 22, column: 68, scope: !203)
!206 = !DILocation(line: 22, column: 55, scope: !203)
!207 = !DILocation(line: 22, column: 52, scope: !203)
!208 = !DILocation(line: 22, column: 46, scope: !203)
!209 = distinct !{!209, !204, !210, !211}
!210 = !DILocation(line: 22, column: 74, scope: !195)
!211 = !{!"llvm.loop.mustprogress"}
!212 = !DILocation(line: 24, column: 1, scope: !189)
!213 = distinct !DISubprogram(name: "perms", scope: !2, file: !2, line: 27, type: !214, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !217)
!214 = !DISubroutineType(cc: DW_CC_nocall, types: !215)
!215 = !{null, !216, !47, !47}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!217 = !{!218, !219, !220, !221, !225, !227, !230, !232}
!218 = !DILocalVariable(name: "s", arg: 1, scope: !213, file: !2, line: 27, type: !216)
!219 = !DILocalVariable(name: "k", arg: 2, scope: !213, file: !2, line: 27, type: !47)
!220 = !DILocalVariable(name: "n", arg: 3, scope: !213, file: !2, line: 27, type: !47)
!221 = !DILocalVariable(name: "i", scope: !222, file: !2, line: 28, type: !47)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 28, column: 33)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 28, column: 17)
!224 = distinct !DILexicalBlock(scope: !213, file: !2, line: 28, column: 9)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 29, type: !47)
!226 = distinct !DILexicalBlock(scope: !213, file: !2, line: 29, column: 5)
!227 = !DILocalVariable(name: "dup", scope: !228, file: !2, line: 30, type: !47)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 29, column: 33)
!229 = distinct !DILexicalBlock(scope: !226, file: !2, line: 29, column: 5)
!230 = !DILocalVariable(name: "j", scope: !231, file: !2, line: 31, type: !47)
!231 = distinct !DILexicalBlock(scope: !228, file: !2, line: 31, column: 9)
!232 = !DILocalVariable(name: "t", scope: !228, file: !2, line: 33, type: !4)
!233 = !DILocation(line: 0, scope: !213)
!234 = !DILocation(line: 28, column: 11, scope: !224)
!235 = !DILocation(line: 28, column: 9, scope: !213)
!236 = !DILocation(line: 0, scope: !226)
!237 = !DILocation(line: 29, column: 23, scope: !229)
!238 = !DILocation(line: 29, column: 5, scope: !226)
!239 = !DILocation(line: 28, column: 29, scope: !223)
!240 = !DILocation(line: 0, scope: !222)
!241 = !DILocation(line: 28, column: 83, scope: !242)
!242 = distinct !DILexicalBlock(scope: !222, file: !2, line: 28, column: 33)
!243 = !DILocation(line: 28, column: 106, scope: !242)
!244 = !{!91, !91, i64 0}
!245 = !DILocation(line: 28, column: 91, scope: !242)
!246 = !DILocation(line: 28, column: 89, scope: !242)
!247 = !DILocation(line: 28, scope: !242)
!248 = !DILocation(line: 37, column: 1, scope: !213)
!249 = !DILocation(line: 0, scope: !231)
!250 = !DILocation(line: 0, scope: !228)
!251 = !DILocation(line: 31, column: 27, scope: !252)
!252 = distinct !DILexicalBlock(scope: !231, file: !2, line: 31, column: 9)
!253 = !DILocation(line: 31, column: 9, scope: !231)
!254 = !DILocation(line: 31, column: 41, scope: !255)
!255 = distinct !DILexicalBlock(scope: !252, file: !2, line: 31, column: 41)
!256 = !DILocation(line: 31, column: 46, scope: !255)
!257 = distinct !{!257, !253, !258, !211, !259, !260}
!258 = !DILocation(line: 31, column: 61, scope: !231)
!259 = !{!"llvm.loop.isvectorized", i32 1}
!260 = !{!"llvm.loop.unroll.runtime.disable"}
!261 = !DILocation(line: 31, column: 41, scope: !252)
!262 = !DILocation(line: 32, column: 13, scope: !263)
!263 = distinct !DILexicalBlock(scope: !228, file: !2, line: 32, column: 13)
!264 = !DILocation(line: 32, column: 13, scope: !228)
!265 = !DILocation(line: 31, column: 33, scope: !252)
!266 = distinct !{!266, !253, !258, !211, !260, !259}
!267 = !DILocation(line: 33, column: 18, scope: !228)
!268 = !DILocation(line: 33, column: 31, scope: !228)
!269 = !DILocation(line: 33, column: 29, scope: !228)
!270 = !DILocation(line: 33, column: 42, scope: !228)
!271 = !DILocation(line: 34, column: 9, scope: !228)
!272 = !DILocation(line: 35, column: 13, scope: !228)
!273 = !DILocation(line: 35, column: 26, scope: !228)
!274 = !DILocation(line: 35, column: 24, scope: !228)
!275 = !DILocation(line: 35, column: 37, scope: !228)
!276 = !DILocation(line: 36, column: 5, scope: !229)
!277 = !DILocation(line: 29, column: 29, scope: !229)
!278 = distinct !{!278, !238, !279, !211}
!279 = !DILocation(line: 36, column: 5, scope: !226)
