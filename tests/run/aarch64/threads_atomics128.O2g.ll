; ModuleID = 'tests/run/aarch64/threads_atomics128.c'
source_filename = "tests/run/aarch64/threads_atomics128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"counter\00", align 1, !dbg !0
@counter = internal global i128 0, align 16, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"bits\00", align 1, !dbg !31
@bits = internal global i128 -1, align 16, !dbg !104
@.str.2 = private unnamed_addr constant [6 x i8] c"xbits\00", align 1, !dbg !36
@xbits = internal global i128 0, align 16, !dbg !87
@.str.3 = private unnamed_addr constant [5 x i8] c"smax\00", align 1, !dbg !41
@smax = internal global i128 0, align 16, !dbg !90
@.str.4 = private unnamed_addr constant [5 x i8] c"smin\00", align 1, !dbg !43
@smin = internal global i128 0, align 16, !dbg !92
@.str.5 = private unnamed_addr constant [5 x i8] c"umax\00", align 1, !dbg !45
@umax = internal global i128 0, align 16, !dbg !94
@.str.6 = private unnamed_addr constant [5 x i8] c"umin\00", align 1, !dbg !47
@umin = internal global i128 -1, align 16, !dbg !106
@.str.7 = private unnamed_addr constant [5 x i8] c"casv\00", align 1, !dbg !49
@casv = internal global i128 0, align 16, !dbg !96
@.str.8 = private unnamed_addr constant [5 x i8] c"xchg\00", align 1, !dbg !51
@.str.9 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !53
@.str.10 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !58
@.str.11 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !60
@.str.12 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !65
@.str.13 = private unnamed_addr constant [5 x i8] c"nand\00", align 1, !dbg !67
@.str.14 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [4 x i8] c"now\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [13 x i8] c"cas fail %d\0A\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [5 x i8] c"seen\00", align 1, !dbg !78
@.str.18 = private unnamed_addr constant [11 x i8] c"cas ok %d\0A\00", align 1, !dbg !80
@.str.19 = private unnamed_addr constant [6 x i8] c"store\00", align 1, !dbg !85
@.str.20 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1, !dbg !99

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !117 {
  %1 = alloca [4 x i64], align 8, !DIAssignID !135
    #dbg_assign(i1 undef, !122, !DIExpression(), !135, ptr %1, !DIExpression(), !136)
  %2 = alloca i128, align 16, !DIAssignID !137
    #dbg_assign(i1 undef, !131, !DIExpression(), !137, ptr %2, !DIExpression(), !136)
  %3 = alloca i128, align 16, !DIAssignID !138
    #dbg_assign(i1 undef, !132, !DIExpression(), !138, ptr %3, !DIExpression(), !136)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !139
    #dbg_value(i64 0, !127, !DIExpression(), !140)
    #dbg_value(i64 0, !127, !DIExpression(), !140)
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !141
    #dbg_value(i64 1, !127, !DIExpression(), !140)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !143
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !141
    #dbg_value(i64 2, !127, !DIExpression(), !140)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !143
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !141
    #dbg_value(i64 3, !127, !DIExpression(), !140)
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !143
  %10 = call i32 @pthread_create(ptr noundef nonnull %9, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6, !dbg !141
    #dbg_value(i64 4, !127, !DIExpression(), !140)
    #dbg_value(i64 0, !129, !DIExpression(), !144)
  %11 = load i64, ptr %1, align 8, !dbg !145, !tbaa !147
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !151
    #dbg_value(i64 1, !129, !DIExpression(), !144)
  %13 = load i64, ptr %5, align 8, !dbg !145, !tbaa !147
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6, !dbg !151
    #dbg_value(i64 2, !129, !DIExpression(), !144)
  %15 = load i64, ptr %7, align 8, !dbg !145, !tbaa !147
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !151
    #dbg_value(i64 3, !129, !DIExpression(), !144)
  %17 = load i64, ptr %9, align 8, !dbg !145, !tbaa !147
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #6, !dbg !151
    #dbg_value(i64 4, !129, !DIExpression(), !144)
  %19 = load atomic i128, ptr @counter seq_cst, align 16, !dbg !152
    #dbg_value(ptr @.str, !153, !DIExpression(), !161)
    #dbg_value(i128 %19, !160, !DIExpression(), !161)
  %20 = lshr i128 %19, 64, !dbg !163
  %21 = trunc nuw i128 %20 to i64, !dbg !164
  %22 = trunc i128 %19 to i64, !dbg !165
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str, i64 noundef %21, i64 noundef %22), !dbg !166
  %24 = load atomic i128, ptr @bits acquire, align 16, !dbg !167
    #dbg_value(ptr @.str.1, !153, !DIExpression(), !168)
    #dbg_value(i128 %24, !160, !DIExpression(), !168)
  %25 = lshr i128 %24, 64, !dbg !170
  %26 = trunc nuw i128 %25 to i64, !dbg !171
  %27 = trunc i128 %24 to i64, !dbg !172
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.1, i64 noundef %26, i64 noundef %27), !dbg !173
  %29 = load atomic i128, ptr @xbits monotonic, align 16, !dbg !174
    #dbg_value(ptr @.str.2, !153, !DIExpression(), !175)
    #dbg_value(i128 %29, !160, !DIExpression(), !175)
  %30 = lshr i128 %29, 64, !dbg !177
  %31 = trunc nuw i128 %30 to i64, !dbg !178
  %32 = trunc i128 %29 to i64, !dbg !179
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.2, i64 noundef %31, i64 noundef %32), !dbg !180
  %34 = load atomic i128, ptr @smax seq_cst, align 16, !dbg !181
    #dbg_value(ptr @.str.3, !153, !DIExpression(), !182)
    #dbg_value(i128 %34, !160, !DIExpression(), !182)
  %35 = lshr i128 %34, 64, !dbg !184
  %36 = trunc nuw i128 %35 to i64, !dbg !185
  %37 = trunc i128 %34 to i64, !dbg !186
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.3, i64 noundef %36, i64 noundef %37), !dbg !187
  %39 = load atomic i128, ptr @smin acquire, align 16, !dbg !188
    #dbg_value(ptr @.str.4, !153, !DIExpression(), !189)
    #dbg_value(i128 %39, !160, !DIExpression(), !189)
  %40 = lshr i128 %39, 64, !dbg !191
  %41 = trunc nuw i128 %40 to i64, !dbg !192
  %42 = trunc i128 %39 to i64, !dbg !193
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, i64 noundef %41, i64 noundef %42), !dbg !194
  %44 = load atomic i128, ptr @umax monotonic, align 16, !dbg !195
    #dbg_value(ptr @.str.5, !153, !DIExpression(), !196)
    #dbg_value(i128 %44, !160, !DIExpression(), !196)
  %45 = lshr i128 %44, 64, !dbg !198
  %46 = trunc nuw i128 %45 to i64, !dbg !199
  %47 = trunc i128 %44 to i64, !dbg !200
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, i64 noundef %46, i64 noundef %47), !dbg !201
  %49 = load atomic i128, ptr @umin seq_cst, align 16, !dbg !202
    #dbg_value(ptr @.str.6, !153, !DIExpression(), !203)
    #dbg_value(i128 %49, !160, !DIExpression(), !203)
  %50 = lshr i128 %49, 64, !dbg !205
  %51 = trunc nuw i128 %50 to i64, !dbg !206
  %52 = trunc i128 %49 to i64, !dbg !207
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.6, i64 noundef %51, i64 noundef %52), !dbg !208
  %54 = load atomic i128, ptr @casv seq_cst, align 16, !dbg !209
    #dbg_value(ptr @.str.7, !153, !DIExpression(), !210)
    #dbg_value(i128 %54, !160, !DIExpression(), !210)
  %55 = lshr i128 %54, 64, !dbg !212
  %56 = trunc nuw i128 %55 to i64, !dbg !213
  %57 = trunc i128 %54 to i64, !dbg !214
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, i64 noundef %56, i64 noundef %57), !dbg !215
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !216
  store i128 10, ptr %2, align 16, !dbg !217, !tbaa !218, !DIAssignID !219
    #dbg_assign(i128 10, !131, !DIExpression(), !219, ptr %2, !DIExpression(), !136)
  %59 = atomicrmw xchg ptr %2, i128 -7 seq_cst, align 16, !dbg !220
    #dbg_value(ptr @.str.8, !153, !DIExpression(), !221)
    #dbg_value(i128 %59, !160, !DIExpression(), !221)
  %60 = lshr i128 %59, 64, !dbg !223
  %61 = trunc nuw i128 %60 to i64, !dbg !224
  %62 = trunc i128 %59 to i64, !dbg !225
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, i64 noundef %61, i64 noundef %62), !dbg !226
  %64 = atomicrmw add ptr %2, i128 1237940039285380274899124224 seq_cst, align 16, !dbg !227
    #dbg_value(ptr @.str.9, !153, !DIExpression(), !228)
    #dbg_value(i128 %64, !160, !DIExpression(), !228)
  %65 = lshr i128 %64, 64, !dbg !230
  %66 = trunc nuw i128 %65 to i64, !dbg !231
  %67 = trunc i128 %64 to i64, !dbg !232
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, i64 noundef %66, i64 noundef %67), !dbg !233
  %69 = atomicrmw sub ptr %2, i128 3 release, align 16, !dbg !234
    #dbg_value(ptr @.str.10, !153, !DIExpression(), !235)
    #dbg_value(i128 %69, !160, !DIExpression(), !235)
  %70 = lshr i128 %69, 64, !dbg !237
  %71 = trunc nuw i128 %70 to i64, !dbg !238
  %72 = trunc i128 %69 to i64, !dbg !239
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, i64 noundef %71, i64 noundef %72), !dbg !240
  %74 = atomicrmw or ptr %2, i128 240 seq_cst, align 16, !dbg !241
    #dbg_value(ptr @.str.11, !153, !DIExpression(), !242)
    #dbg_value(i128 %74, !160, !DIExpression(), !242)
  %75 = lshr i128 %74, 64, !dbg !244
  %76 = trunc nuw i128 %75 to i64, !dbg !245
  %77 = trunc i128 %74 to i64, !dbg !246
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, i64 noundef %76, i64 noundef %77), !dbg !247
  %79 = atomicrmw and ptr %2, i128 -49 acquire, align 16, !dbg !248
    #dbg_value(ptr @.str.12, !153, !DIExpression(), !249)
    #dbg_value(i128 %79, !160, !DIExpression(), !249)
  %80 = lshr i128 %79, 64, !dbg !251
  %81 = trunc nuw i128 %80 to i64, !dbg !252
  %82 = trunc i128 %79 to i64, !dbg !253
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, i64 noundef %81, i64 noundef %82), !dbg !254
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #6, !dbg !255
  %84 = load atomic i128, ptr %2 seq_cst, align 16, !dbg !256
  store i128 %84, ptr %3, align 16, !dbg !257, !tbaa !258, !DIAssignID !260
    #dbg_assign(i128 %84, !132, !DIExpression(), !260, ptr %3, !DIExpression(), !136)
  %85 = atomicrmw nand ptr %3, i128 65535 seq_cst, align 16, !dbg !261
    #dbg_value(ptr @.str.13, !153, !DIExpression(), !262)
    #dbg_value(i128 %85, !160, !DIExpression(), !262)
  %86 = lshr i128 %85, 64, !dbg !264
  %87 = trunc nuw i128 %86 to i64, !dbg !265
  %88 = trunc i128 %85 to i64, !dbg !266
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, i64 noundef %87, i64 noundef %88), !dbg !267
  %90 = atomicrmw max ptr %3, i128 5 seq_cst, align 16, !dbg !268
    #dbg_value(ptr @.str.14, !153, !DIExpression(), !269)
    #dbg_value(i128 %90, !160, !DIExpression(), !269)
  %91 = lshr i128 %90, 64, !dbg !271
  %92 = trunc nuw i128 %91 to i64, !dbg !272
  %93 = trunc i128 %90 to i64, !dbg !273
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, i64 noundef %92, i64 noundef %93), !dbg !274
  %95 = atomicrmw umin ptr %3, i128 9 seq_cst, align 16, !dbg !275
    #dbg_value(ptr @.str.6, !153, !DIExpression(), !276)
    #dbg_value(i128 %95, !160, !DIExpression(), !276)
  %96 = lshr i128 %95, 64, !dbg !278
  %97 = trunc nuw i128 %96 to i64, !dbg !279
  %98 = trunc i128 %95 to i64, !dbg !280
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.6, i64 noundef %97, i64 noundef %98), !dbg !281
  %100 = atomicrmw umax ptr %3, i128 -170141183460469231731687303715884105728 release, align 16, !dbg !282
    #dbg_value(ptr @.str.5, !153, !DIExpression(), !283)
    #dbg_value(i128 %100, !160, !DIExpression(), !283)
  %101 = lshr i128 %100, 64, !dbg !285
  %102 = trunc nuw i128 %101 to i64, !dbg !286
  %103 = trunc i128 %100 to i64, !dbg !287
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, i64 noundef %102, i64 noundef %103), !dbg !288
  %105 = atomicrmw min ptr %3, i128 -2 acq_rel, align 16, !dbg !289
    #dbg_value(ptr @.str.4, !153, !DIExpression(), !290)
    #dbg_value(i128 %105, !160, !DIExpression(), !290)
  %106 = lshr i128 %105, 64, !dbg !292
  %107 = trunc nuw i128 %106 to i64, !dbg !293
  %108 = trunc i128 %105 to i64, !dbg !294
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, i64 noundef %107, i64 noundef %108), !dbg !295
  %110 = load atomic i128, ptr %3 seq_cst, align 16, !dbg !296
    #dbg_value(ptr @.str.15, !153, !DIExpression(), !297)
    #dbg_value(i128 %110, !160, !DIExpression(), !297)
  %111 = lshr i128 %110, 64, !dbg !299
  %112 = trunc nuw i128 %111 to i64, !dbg !300
  %113 = trunc i128 %110 to i64, !dbg !301
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, i64 noundef %112, i64 noundef %113), !dbg !302
    #dbg_value(i128 4, !133, !DIExpression(), !136)
  %115 = cmpxchg ptr %2, i128 4, i128 -170141183460469231731687303715884105728 seq_cst seq_cst, align 16, !dbg !303
  %116 = extractvalue { i128, i1 } %115, 1, !dbg !303
  %117 = extractvalue { i128, i1 } %115, 0
    #dbg_value(i128 %117, !133, !DIExpression(), !136)
  %118 = zext i1 %116 to i32, !dbg !303
    #dbg_value(i32 %118, !134, !DIExpression(), !136)
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %118), !dbg !304
    #dbg_value(ptr @.str.17, !153, !DIExpression(), !305)
    #dbg_value(i128 %117, !160, !DIExpression(), !305)
  %120 = lshr i128 %117, 64, !dbg !307
  %121 = trunc nuw i128 %120 to i64, !dbg !308
  %122 = trunc i128 %117 to i64, !dbg !309
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.17, i64 noundef %121, i64 noundef %122), !dbg !310
  %124 = cmpxchg ptr %2, i128 %117, i128 -170141183460469231731687303715884105728 release acquire, align 16, !dbg !311
  %125 = extractvalue { i128, i1 } %124, 1, !dbg !311
  %126 = zext i1 %125 to i32, !dbg !311
    #dbg_value(i32 %126, !134, !DIExpression(), !136)
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %126), !dbg !312
  %128 = load atomic i128, ptr %2 monotonic, align 16, !dbg !313
    #dbg_value(ptr @.str.15, !153, !DIExpression(), !314)
    #dbg_value(i128 %128, !160, !DIExpression(), !314)
  %129 = lshr i128 %128, 64, !dbg !316
  %130 = trunc nuw i128 %129 to i64, !dbg !317
  %131 = trunc i128 %128 to i64, !dbg !318
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, i64 noundef %130, i64 noundef %131), !dbg !319
  store atomic i128 -1, ptr %2 seq_cst, align 16, !dbg !320, !DIAssignID !321
    #dbg_assign(i128 -1, !131, !DIExpression(), !321, ptr %2, !DIExpression(), !136)
  %133 = load atomic i128, ptr %2 seq_cst, align 16, !dbg !322
  %134 = add nsw i128 %133, -1, !dbg !323
  store atomic i128 %134, ptr %2 release, align 16, !dbg !324, !DIAssignID !325
    #dbg_assign(i128 %134, !131, !DIExpression(), !325, ptr %2, !DIExpression(), !136)
  %135 = load atomic i128, ptr %2 seq_cst, align 16, !dbg !326
    #dbg_value(ptr @.str.19, !153, !DIExpression(), !327)
    #dbg_value(i128 %135, !160, !DIExpression(), !327)
  %136 = lshr i128 %135, 64, !dbg !329
  %137 = trunc nuw i128 %136 to i64, !dbg !330
  %138 = trunc i128 %135 to i64, !dbg !331
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.19, i64 noundef %137, i64 noundef %138), !dbg !332
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #6, !dbg !333
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !333
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !333
  ret i32 0, !dbg !334
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !335 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #3 !dbg !356 {
    #dbg_value(ptr %0, !358, !DIExpression(), !366)
  %2 = ptrtoint ptr %0 to i64, !dbg !367
    #dbg_value(i64 %2, !359, !DIExpression(), !366)
    #dbg_value(i32 0, !360, !DIExpression(), !368)
  %3 = shl i64 %2, 3
  %4 = sext i64 %3 to i128
    #dbg_value(i32 0, !360, !DIExpression(), !368)
  br label %6, !dbg !369

5:                                                ; preds = %44
  ret ptr null, !dbg !370

6:                                                ; preds = %1, %44
  %7 = phi i64 [ 0, %1 ], [ %45, %44 ]
    #dbg_value(i64 %7, !360, !DIExpression(), !368)
  %8 = atomicrmw add ptr @counter, i128 18446744073709551619 seq_cst, align 16, !dbg !371
  %9 = atomicrmw sub ptr @counter, i128 1 monotonic, align 16, !dbg !372
  %10 = and i64 %7, 63, !dbg !373
  %11 = icmp eq i64 %10, %2, !dbg !375
  br i1 %11, label %12, label %19, !dbg !376

12:                                               ; preds = %6
  %13 = trunc nuw nsw i64 %7 to i32, !dbg !373
  %14 = and i32 %13, 127, !dbg !377
  %15 = zext nneg i32 %14 to i128, !dbg !377
  %16 = shl nuw i128 1, %15, !dbg !377
  %17 = xor i128 %16, -1, !dbg !377
  %18 = atomicrmw and ptr @bits, i128 %17 seq_cst, align 16, !dbg !377
  br label %19, !dbg !377

19:                                               ; preds = %12, %6
  %20 = mul nuw nsw i64 %7, 7, !dbg !378
  %21 = add nsw i64 %20, %2, !dbg !379
  %22 = srem i64 %21, 128, !dbg !380
  %23 = zext nneg i64 %22 to i128, !dbg !381
  %24 = shl nuw i128 1, %23, !dbg !381
  %25 = atomicrmw xor ptr @xbits, i128 %24 acq_rel, align 16, !dbg !382
  %26 = shl nuw nsw i64 %7, 2, !dbg !383
  %27 = add nsw i64 %26, %2, !dbg !384
  %28 = zext i64 %27 to i128, !dbg !385
  %29 = shl i128 %28, 70, !dbg !386
  %30 = sub nsw i128 %29, %4, !dbg !387
    #dbg_value(i128 %30, !362, !DIExpression(), !388)
  %31 = atomicrmw max ptr @smax, i128 %30 seq_cst, align 16, !dbg !389
  %32 = sub nsw i128 0, %30, !dbg !390
  %33 = atomicrmw min ptr @smin, i128 %32 acquire, align 16, !dbg !391
  %34 = atomicrmw umax ptr @umax, i128 %30 release, align 16, !dbg !392
  %35 = or disjoint i128 %30, 5, !dbg !393
  %36 = atomicrmw umin ptr @umin, i128 %35 monotonic, align 16, !dbg !394
  %37 = load atomic i128, ptr @casv monotonic, align 16, !dbg !395
    #dbg_value(i128 %37, !365, !DIExpression(), !388)
  br label %38, !dbg !396

38:                                               ; preds = %38, %19
  %39 = phi i128 [ %37, %19 ], [ %43, %38 ], !dbg !397
    #dbg_value(i128 %39, !365, !DIExpression(), !388)
  %40 = add nsw i128 %39, 1267650600228229401496703205377, !dbg !398
  %41 = cmpxchg weak ptr @casv, i128 %39, i128 %40 acq_rel monotonic, align 16, !dbg !399
  %42 = extractvalue { i128, i1 } %41, 1, !dbg !399
  %43 = extractvalue { i128, i1 } %41, 0
    #dbg_value(i128 poison, !365, !DIExpression(), !388)
  br i1 %42, label %44, label %38, !dbg !396, !llvm.loop !400

44:                                               ; preds = %38
  %45 = add nuw nsw i64 %7, 1, !dbg !403
    #dbg_value(i64 %45, !360, !DIExpression(), !368)
  %46 = icmp eq i64 %45, 2000, !dbg !404
  br i1 %46, label %5, label %6, !dbg !369, !llvm.loop !405
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !407 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !411 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114, !115}
!llvm.ident = !{!116}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/threads_atomics128.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cb932ab65f36bdc7f4ea5e6f3a29379")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter", scope: !9, file: !2, line: 22, type: !98, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !21, globals: !30, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !12, line: 68, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20}
!15 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!16 = !DIEnumerator(name: "memory_order_consume", value: 1)
!17 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!18 = !DIEnumerator(name: "memory_order_release", value: 3)
!19 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!20 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!21 = !{!22, !23, !25, !26, !28, !29}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 19, baseType: !24)
!24 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 20, baseType: !27)
!27 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !{!0, !31, !36, !41, !43, !45, !47, !49, !51, !53, !58, !60, !65, !67, !69, !71, !73, !78, !80, !85, !7, !87, !90, !92, !94, !96, !99, !104, !106}
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 5)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 6)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !33, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !33, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !33, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !33, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !33, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 4)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !55, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 3)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !55, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !33, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !55, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !55, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 13)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !33, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 11)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !38, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "xbits", scope: !9, file: !2, line: 24, type: !89, isLocal: true, isDefinition: true)
!89 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !26)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "smax", scope: !9, file: !2, line: 25, type: !23, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "smin", scope: !9, file: !2, line: 25, type: !23, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "umax", scope: !9, file: !2, line: 26, type: !26, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "casv", scope: !9, file: !2, line: 27, type: !98, isLocal: true, isDefinition: true)
!98 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !23)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 19)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "bits", scope: !9, file: !2, line: 23, type: !89, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "umin", scope: !9, file: !2, line: 26, type: !26, isLocal: true, isDefinition: true)
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"frame-pointer", i32 1}
!115 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!116 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!117 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !118, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !121)
!118 = !DISubroutineType(types: !119)
!119 = !{!120}
!120 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!121 = !{!122, !127, !129, !131, !132, !133, !134}
!122 = !DILocalVariable(name: "t", scope: !117, file: !2, line: 53, type: !123)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 256, elements: !56)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !125, line: 27, baseType: !126)
!125 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 54, type: !28)
!128 = distinct !DILexicalBlock(scope: !117, file: !2, line: 54, column: 3)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 55, type: !120)
!130 = distinct !DILexicalBlock(scope: !117, file: !2, line: 55, column: 3)
!131 = !DILocalVariable(name: "z", scope: !117, file: !2, line: 66, type: !98)
!132 = !DILocalVariable(name: "p", scope: !117, file: !2, line: 72, type: !23)
!133 = !DILocalVariable(name: "e", scope: !117, file: !2, line: 79, type: !23)
!134 = !DILocalVariable(name: "ok", scope: !117, file: !2, line: 80, type: !120)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !117)
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 53, column: 3, scope: !117)
!140 = !DILocation(line: 0, scope: !128)
!141 = !DILocation(line: 54, column: 32, scope: !142)
!142 = distinct !DILexicalBlock(scope: !128, file: !2, line: 54, column: 3)
!143 = !DILocation(line: 54, column: 48, scope: !142)
!144 = !DILocation(line: 0, scope: !130)
!145 = !DILocation(line: 55, column: 44, scope: !146)
!146 = distinct !DILexicalBlock(scope: !130, file: !2, line: 55, column: 3)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 55, column: 31, scope: !146)
!152 = !DILocation(line: 56, column: 19, scope: !117)
!153 = !DILocalVariable(name: "name", arg: 1, scope: !154, file: !2, line: 29, type: !157)
!154 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 29, type: !155, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !159)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !157, !26}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!159 = !{!153, !160}
!160 = !DILocalVariable(name: "v", arg: 2, scope: !154, file: !2, line: 29, type: !26)
!161 = !DILocation(line: 0, scope: !154, inlinedAt: !162)
!162 = distinct !DILocation(line: 56, column: 3, scope: !117)
!163 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !162)
!164 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !162)
!165 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !162)
!166 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !162)
!167 = !DILocation(line: 57, column: 16, scope: !117)
!168 = !DILocation(line: 0, scope: !154, inlinedAt: !169)
!169 = distinct !DILocation(line: 57, column: 3, scope: !117)
!170 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !169)
!171 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !169)
!172 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !169)
!173 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !169)
!174 = !DILocation(line: 58, column: 17, scope: !117)
!175 = !DILocation(line: 0, scope: !154, inlinedAt: !176)
!176 = distinct !DILocation(line: 58, column: 3, scope: !117)
!177 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !176)
!178 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !176)
!179 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !176)
!180 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !176)
!181 = !DILocation(line: 59, column: 16, scope: !117)
!182 = !DILocation(line: 0, scope: !154, inlinedAt: !183)
!183 = distinct !DILocation(line: 59, column: 3, scope: !117)
!184 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !183)
!185 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !183)
!186 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !183)
!187 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !183)
!188 = !DILocation(line: 60, column: 16, scope: !117)
!189 = !DILocation(line: 0, scope: !154, inlinedAt: !190)
!190 = distinct !DILocation(line: 60, column: 3, scope: !117)
!191 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !190)
!192 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !190)
!193 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !190)
!194 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !190)
!195 = !DILocation(line: 61, column: 16, scope: !117)
!196 = !DILocation(line: 0, scope: !154, inlinedAt: !197)
!197 = distinct !DILocation(line: 61, column: 3, scope: !117)
!198 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !197)
!199 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !197)
!200 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !197)
!201 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !197)
!202 = !DILocation(line: 62, column: 16, scope: !117)
!203 = !DILocation(line: 0, scope: !154, inlinedAt: !204)
!204 = distinct !DILocation(line: 62, column: 3, scope: !117)
!205 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !204)
!206 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !204)
!207 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !204)
!208 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !204)
!209 = !DILocation(line: 63, column: 16, scope: !117)
!210 = !DILocation(line: 0, scope: !154, inlinedAt: !211)
!211 = distinct !DILocation(line: 63, column: 3, scope: !117)
!212 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !211)
!213 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !211)
!214 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !211)
!215 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !211)
!216 = !DILocation(line: 66, column: 3, scope: !117)
!217 = !DILocation(line: 66, column: 16, scope: !117)
!218 = !{!149, !149, i64 0}
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 67, column: 16, scope: !117)
!221 = !DILocation(line: 0, scope: !154, inlinedAt: !222)
!222 = distinct !DILocation(line: 67, column: 3, scope: !117)
!223 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !222)
!224 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !222)
!225 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !222)
!226 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !222)
!227 = !DILocation(line: 68, column: 15, scope: !117)
!228 = !DILocation(line: 0, scope: !154, inlinedAt: !229)
!229 = distinct !DILocation(line: 68, column: 3, scope: !117)
!230 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !229)
!231 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !229)
!232 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !229)
!233 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !229)
!234 = !DILocation(line: 69, column: 15, scope: !117)
!235 = !DILocation(line: 0, scope: !154, inlinedAt: !236)
!236 = distinct !DILocation(line: 69, column: 3, scope: !117)
!237 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !236)
!238 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !236)
!239 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !236)
!240 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !236)
!241 = !DILocation(line: 70, column: 14, scope: !117)
!242 = !DILocation(line: 0, scope: !154, inlinedAt: !243)
!243 = distinct !DILocation(line: 70, column: 3, scope: !117)
!244 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !243)
!245 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !243)
!246 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !243)
!247 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !243)
!248 = !DILocation(line: 71, column: 15, scope: !117)
!249 = !DILocation(line: 0, scope: !154, inlinedAt: !250)
!250 = distinct !DILocation(line: 71, column: 3, scope: !117)
!251 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !250)
!252 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !250)
!253 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !250)
!254 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !250)
!255 = !DILocation(line: 72, column: 3, scope: !117)
!256 = !DILocation(line: 72, column: 12, scope: !117)
!257 = !DILocation(line: 72, column: 8, scope: !117)
!258 = !{!259, !259, i64 0}
!259 = !{!"__int128", !149, i64 0}
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 73, column: 16, scope: !117)
!262 = !DILocation(line: 0, scope: !154, inlinedAt: !263)
!263 = distinct !DILocation(line: 73, column: 3, scope: !117)
!264 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !263)
!265 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !263)
!266 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !263)
!267 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !263)
!268 = !DILocation(line: 74, column: 15, scope: !117)
!269 = !DILocation(line: 0, scope: !154, inlinedAt: !270)
!270 = distinct !DILocation(line: 74, column: 3, scope: !117)
!271 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !270)
!272 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !270)
!273 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !270)
!274 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !270)
!275 = !DILocation(line: 75, column: 16, scope: !117)
!276 = !DILocation(line: 0, scope: !154, inlinedAt: !277)
!277 = distinct !DILocation(line: 75, column: 3, scope: !117)
!278 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !277)
!279 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !277)
!280 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !277)
!281 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !277)
!282 = !DILocation(line: 76, column: 16, scope: !117)
!283 = !DILocation(line: 0, scope: !154, inlinedAt: !284)
!284 = distinct !DILocation(line: 76, column: 3, scope: !117)
!285 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !284)
!286 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !284)
!287 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !284)
!288 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !284)
!289 = !DILocation(line: 77, column: 16, scope: !117)
!290 = !DILocation(line: 0, scope: !154, inlinedAt: !291)
!291 = distinct !DILocation(line: 77, column: 3, scope: !117)
!292 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !291)
!293 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !291)
!294 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !291)
!295 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !291)
!296 = !DILocation(line: 78, column: 15, scope: !117)
!297 = !DILocation(line: 0, scope: !154, inlinedAt: !298)
!298 = distinct !DILocation(line: 78, column: 3, scope: !117)
!299 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !298)
!300 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !298)
!301 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !298)
!302 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !298)
!303 = !DILocation(line: 80, column: 12, scope: !117)
!304 = !DILocation(line: 81, column: 3, scope: !117)
!305 = !DILocation(line: 0, scope: !154, inlinedAt: !306)
!306 = distinct !DILocation(line: 82, column: 3, scope: !117)
!307 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !306)
!308 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !306)
!309 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !306)
!310 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !306)
!311 = !DILocation(line: 83, column: 8, scope: !117)
!312 = !DILocation(line: 84, column: 3, scope: !117)
!313 = !DILocation(line: 85, column: 15, scope: !117)
!314 = !DILocation(line: 0, scope: !154, inlinedAt: !315)
!315 = distinct !DILocation(line: 85, column: 3, scope: !117)
!316 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !315)
!317 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !315)
!318 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !315)
!319 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !315)
!320 = !DILocation(line: 86, column: 3, scope: !117)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 87, column: 29, scope: !117)
!323 = !DILocation(line: 87, column: 45, scope: !117)
!324 = !DILocation(line: 87, column: 3, scope: !117)
!325 = distinct !DIAssignID()
!326 = !DILocation(line: 88, column: 17, scope: !117)
!327 = !DILocation(line: 0, scope: !154, inlinedAt: !328)
!328 = distinct !DILocation(line: 88, column: 3, scope: !117)
!329 = !DILocation(line: 30, column: 62, scope: !154, inlinedAt: !328)
!330 = !DILocation(line: 30, column: 39, scope: !154, inlinedAt: !328)
!331 = !DILocation(line: 30, column: 70, scope: !154, inlinedAt: !328)
!332 = !DILocation(line: 30, column: 3, scope: !154, inlinedAt: !328)
!333 = !DILocation(line: 90, column: 1, scope: !117)
!334 = !DILocation(line: 89, column: 3, scope: !117)
!335 = !DISubprogram(name: "pthread_create", scope: !336, file: !336, line: 202, type: !337, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!337 = !DISubroutineType(types: !338)
!338 = !{!120, !339, !341, !352, !355}
!339 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !340)
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !342)
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 64)
!343 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !344)
!344 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !125, line: 62, baseType: !345)
!345 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !125, line: 56, size: 512, elements: !346)
!346 = !{!347, !351}
!347 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !345, file: !125, line: 58, baseType: !348, size: 512)
!348 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !349)
!349 = !{!350}
!350 = !DISubrange(count: 64)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !345, file: !125, line: 59, baseType: !28, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64)
!353 = !DISubroutineType(types: !354)
!354 = !{!22, !22}
!355 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!356 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 33, type: !353, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !357)
!357 = !{!358, !359, !360, !362, !365}
!358 = !DILocalVariable(name: "arg", arg: 1, scope: !356, file: !2, line: 33, type: !22)
!359 = !DILocalVariable(name: "id", scope: !356, file: !2, line: 34, type: !28)
!360 = !DILocalVariable(name: "i", scope: !361, file: !2, line: 35, type: !120)
!361 = distinct !DILexicalBlock(scope: !356, file: !2, line: 35, column: 3)
!362 = !DILocalVariable(name: "v", scope: !363, file: !2, line: 40, type: !23)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 35, column: 34)
!364 = distinct !DILexicalBlock(scope: !361, file: !2, line: 35, column: 3)
!365 = !DILocalVariable(name: "old", scope: !363, file: !2, line: 45, type: !23)
!366 = !DILocation(line: 0, scope: !356)
!367 = !DILocation(line: 34, column: 13, scope: !356)
!368 = !DILocation(line: 0, scope: !361)
!369 = !DILocation(line: 35, column: 3, scope: !361)
!370 = !DILocation(line: 49, column: 3, scope: !356)
!371 = !DILocation(line: 36, column: 5, scope: !363)
!372 = !DILocation(line: 37, column: 5, scope: !363)
!373 = !DILocation(line: 38, column: 11, scope: !374)
!374 = distinct !DILexicalBlock(scope: !363, file: !2, line: 38, column: 9)
!375 = !DILocation(line: 38, column: 16, scope: !374)
!376 = !DILocation(line: 38, column: 9, scope: !363)
!377 = !DILocation(line: 38, column: 23, scope: !374)
!378 = !DILocation(line: 39, column: 54, scope: !363)
!379 = !DILocation(line: 39, column: 58, scope: !363)
!380 = !DILocation(line: 39, column: 64, scope: !363)
!381 = !DILocation(line: 39, column: 47, scope: !363)
!382 = !DILocation(line: 39, column: 5, scope: !363)
!383 = !DILocation(line: 40, column: 24, scope: !363)
!384 = !DILocation(line: 40, column: 28, scope: !363)
!385 = !DILocation(line: 40, column: 15, scope: !363)
!386 = !DILocation(line: 40, column: 34, scope: !363)
!387 = !DILocation(line: 40, column: 41, scope: !363)
!388 = !DILocation(line: 0, scope: !363)
!389 = !DILocation(line: 41, column: 5, scope: !363)
!390 = !DILocation(line: 42, column: 22, scope: !363)
!391 = !DILocation(line: 42, column: 5, scope: !363)
!392 = !DILocation(line: 43, column: 5, scope: !363)
!393 = !DILocation(line: 44, column: 30, scope: !363)
!394 = !DILocation(line: 44, column: 5, scope: !363)
!395 = !DILocation(line: 45, column: 16, scope: !363)
!396 = !DILocation(line: 46, column: 5, scope: !363)
!397 = !DILocation(line: 45, column: 10, scope: !363)
!398 = !DILocation(line: 46, column: 87, scope: !363)
!399 = !DILocation(line: 46, column: 13, scope: !363)
!400 = distinct !{!400, !396, !401, !402}
!401 = !DILocation(line: 47, column: 97, scope: !363)
!402 = !{!"llvm.loop.mustprogress"}
!403 = !DILocation(line: 35, column: 30, scope: !364)
!404 = !DILocation(line: 35, column: 21, scope: !364)
!405 = distinct !{!405, !369, !406, !402}
!406 = !DILocation(line: 48, column: 3, scope: !361)
!407 = !DISubprogram(name: "pthread_join", scope: !336, file: !336, line: 219, type: !408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!120, !124, !410}
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!411 = !DISubprogram(name: "printf", scope: !412, file: !412, line: 356, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!413 = !DISubroutineType(types: !414)
!414 = !{!120, !415, null}
!415 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !157)
