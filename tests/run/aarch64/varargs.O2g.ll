; ModuleID = 'tests/run/aarch64/varargs.c'
source_filename = "tests/run/aarch64/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
%struct.Big = type { [5 x i64] }

@.str = private unnamed_addr constant [15 x i8] c"bad format %c\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"va_copy differs: %lx %lx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"  say: \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"iiiiiiiiiiii\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [66 x i8] c"CALL(vfmt)(\22iiiiiiiiiiii\22, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [22 x i8] c"ldldldldldldldldldldl\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [135 x i8] c"CALL(vfmt)(\22ldldldldldldldldldldl\22, 1L, 0.5, -2L, 1.5, 3L, 2.5, -4L, 3.5, 5L, 4.5, 6L, 5.5, 7L, 6.5, 8L, 7.5, 9L, 8.5, -10L, 9.5, 11L)\00", align 1, !dbg !38
@.str.8 = private unnamed_addr constant [7 x i8] c"cfLqiL\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [53 x i8] c"CALL(vfmt)(\22cfLqiL\22, c, fl, 24.25L, q, 25, -26.125L)\00", align 1, !dbg !48
@.str.10 = private unnamed_addr constant [8 x i8] c"spmbhge\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [54 x i8] c"CALL(vfmt)(\22spmbhge\22, s3, s16, mdl, big, d3, f2, ld2)\00", align 1, !dbg !55
@.str.12 = private unnamed_addr constant [18 x i8] c"qiqhhhlLLLLLLLLLd\00", align 1, !dbg !60
@.str.13 = private unnamed_addr constant [119 x i8] c"CALL(vfmt)(\22qiqhhhlLLLLLLLLLd\22, q, 27, q, d3, d3, d3, 28L, 1.0L, 2.0L, 3.0L, 4.0L, 5.0L, 6.0L, 7.0L, 8.0L, 9.0L, 29.5)\00", align 1, !dbg !65
@.str.14 = private unnamed_addr constant [9 x i8] c"pppppbsg\00", align 1, !dbg !70
@.str.15 = private unnamed_addr constant [61 x i8] c"CALL(vfmt)(\22pppppbsg\22, s16, s16, s16, s16, s16, big, s3, f2)\00", align 1, !dbg !75
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !80
@.str.17 = private unnamed_addr constant [15 x i8] c"CALL(vfmt)(\22\22)\00", align 1, !dbg !85
@.str.18 = private unnamed_addr constant [61 x i8] c"CALL(vnamed)(3, 30.5, 31.25L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L)\00", align 1, !dbg !87
@.str.19 = private unnamed_addr constant [122 x i8] c"CALL(vnamed)(9, 0.5, -0.5L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L, 7.0, 8L, 9.0, 10L, 11.0, 12L, 13.0, 14L, 15.0, 16L, 17.0, 18L)\00", align 1, !dbg !89
@.str.20 = private unnamed_addr constant [5 x i8] c"dcid\00", align 1, !dbg !94
@.str.21 = private unnamed_addr constant [35 x i8] c"vp(\22dcid\22, 32.5, 'z', -33, -34.75)\00", align 1, !dbg !99
@.str.22 = private unnamed_addr constant [57 x i8] c"%d %ld %.3f %s %c %Lf %x %lld %g %g %g %g %g %g %g %g %g\00", align 1, !dbg !104
@.str.23 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !109
@.str.24 = private unnamed_addr constant [16 x i8] c"  fmt: %d \22%s\22\0A\00", align 1, !dbg !114
@.str.25 = private unnamed_addr constant [46 x i8] c"%s=%d %Lg %g %ld %ld %ld %ld %ld %ld %ld %ld\0A\00", align 1, !dbg !119
@.str.26 = private unnamed_addr constant [4 x i8] c"say\00", align 1, !dbg !124
@.str.31 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1, !dbg !126
@.str.32 = private unnamed_addr constant [6 x i8] c"agree\00", align 1, !dbg !132
@.str.33 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1, !dbg !137
@stdout = external local_unnamed_addr global ptr, align 8
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.34 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.35 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.36 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @r_vlist(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #0 !dbg !171 {
    #dbg_value(ptr %0, !191, !DIExpression(), !251)
    #dbg_value(ptr %1, !192, !DIExpression(DW_OP_deref), !251)
    #dbg_value(i64 5, !193, !DIExpression(), !251)
    #dbg_value(ptr %0, !194, !DIExpression(), !252)
  %3 = getelementptr inbounds i8, ptr %1, i64 28
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  br label %7, !dbg !253

7:                                                ; preds = %365, %2
  %8 = phi ptr [ %0, %2 ], [ %367, %365 ], !dbg !253
  %9 = phi i64 [ 5, %2 ], [ %366, %365 ], !dbg !254
    #dbg_value(i64 %9, !193, !DIExpression(), !251)
    #dbg_value(ptr %8, !194, !DIExpression(), !252)
  %10 = load i8, ptr %8, align 1, !dbg !255, !tbaa !256
  switch i8 %10, label %362 [
    i8 0, label %368
    i8 105, label %11
    i8 99, label %30
    i8 108, label %51
    i8 100, label %69
    i8 102, label %89
    i8 76, label %110
    i8 113, label %133
    i8 115, label %160
    i8 112, label %189
    i8 109, label %211
    i8 98, label %235
    i8 104, label %270
    i8 103, label %306
    i8 101, label %334
  ], !dbg !253

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 8, !dbg !259
  %13 = icmp sgt i32 %12, -1, !dbg !259
  br i1 %13, label %21, label %14, !dbg !259

14:                                               ; preds = %11
  %15 = add nsw i32 %12, 8, !dbg !259
  store i32 %15, ptr %5, align 8, !dbg !259
  %16 = icmp ult i32 %12, -7, !dbg !259
  br i1 %16, label %17, label %21, !dbg !259

17:                                               ; preds = %14
  %18 = load ptr, ptr %6, align 8, !dbg !259
  %19 = sext i32 %12 to i64, !dbg !259
  %20 = getelementptr inbounds i8, ptr %18, i64 %19, !dbg !259
  br label %24, !dbg !259

21:                                               ; preds = %14, %11
  %22 = load ptr, ptr %1, align 8, !dbg !259
  %23 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !259
  store ptr %23, ptr %1, align 8, !dbg !259
  br label %24, !dbg !259

24:                                               ; preds = %21, %17
  %25 = phi ptr [ %20, %17 ], [ %22, %21 ], !dbg !259
  %26 = load i32, ptr %25, align 8, !dbg !259, !tbaa !260
  %27 = sext i32 %26 to i64, !dbg !259
    #dbg_value(i64 %9, !262, !DIExpression(), !268)
    #dbg_value(i64 %27, !267, !DIExpression(), !268)
  %28 = mul i64 %9, 1000003, !dbg !270
  %29 = xor i64 %28, %27, !dbg !271
    #dbg_value(i64 %29, !193, !DIExpression(), !251)
  br label %365, !dbg !259

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 8, !dbg !259
  %32 = icmp sgt i32 %31, -1, !dbg !259
  br i1 %32, label %40, label %33, !dbg !259

33:                                               ; preds = %30
  %34 = add nsw i32 %31, 8, !dbg !259
  store i32 %34, ptr %5, align 8, !dbg !259
  %35 = icmp ult i32 %31, -7, !dbg !259
  br i1 %35, label %36, label %40, !dbg !259

36:                                               ; preds = %33
  %37 = load ptr, ptr %6, align 8, !dbg !259
  %38 = sext i32 %31 to i64, !dbg !259
  %39 = getelementptr inbounds i8, ptr %37, i64 %38, !dbg !259
  br label %43, !dbg !259

40:                                               ; preds = %33, %30
  %41 = load ptr, ptr %1, align 8, !dbg !259
  %42 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !259
  store ptr %42, ptr %1, align 8, !dbg !259
  br label %43, !dbg !259

43:                                               ; preds = %40, %36
  %44 = phi ptr [ %39, %36 ], [ %41, %40 ], !dbg !259
  %45 = load i32, ptr %44, align 8, !dbg !259, !tbaa !260
  %46 = zext i32 %45 to i64, !dbg !259
  %47 = shl i64 %46, 56, !dbg !259
  %48 = ashr exact i64 %47, 56, !dbg !259
    #dbg_value(i64 %9, !262, !DIExpression(), !272)
    #dbg_value(i64 %48, !267, !DIExpression(), !272)
  %49 = mul i64 %9, 1000003, !dbg !274
  %50 = xor i64 %48, %49, !dbg !275
    #dbg_value(i64 %50, !193, !DIExpression(), !251)
  br label %365, !dbg !259

51:                                               ; preds = %7
  %52 = load i32, ptr %5, align 8, !dbg !259
  %53 = icmp sgt i32 %52, -1, !dbg !259
  br i1 %53, label %61, label %54, !dbg !259

54:                                               ; preds = %51
  %55 = add nsw i32 %52, 8, !dbg !259
  store i32 %55, ptr %5, align 8, !dbg !259
  %56 = icmp ult i32 %52, -7, !dbg !259
  br i1 %56, label %57, label %61, !dbg !259

57:                                               ; preds = %54
  %58 = load ptr, ptr %6, align 8, !dbg !259
  %59 = sext i32 %52 to i64, !dbg !259
  %60 = getelementptr inbounds i8, ptr %58, i64 %59, !dbg !259
  br label %64, !dbg !259

61:                                               ; preds = %54, %51
  %62 = load ptr, ptr %1, align 8, !dbg !259
  %63 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !259
  store ptr %63, ptr %1, align 8, !dbg !259
  br label %64, !dbg !259

64:                                               ; preds = %61, %57
  %65 = phi ptr [ %60, %57 ], [ %62, %61 ], !dbg !259
  %66 = load i64, ptr %65, align 8, !dbg !259, !tbaa !276
    #dbg_value(i64 %9, !262, !DIExpression(), !278)
    #dbg_value(i64 %66, !267, !DIExpression(), !278)
  %67 = mul i64 %9, 1000003, !dbg !280
  %68 = xor i64 %66, %67, !dbg !281
    #dbg_value(i64 %68, !193, !DIExpression(), !251)
  br label %365, !dbg !259

69:                                               ; preds = %7
  %70 = load i32, ptr %3, align 4, !dbg !259
  %71 = icmp sgt i32 %70, -1, !dbg !259
  br i1 %71, label %79, label %72, !dbg !259

72:                                               ; preds = %69
  %73 = add nsw i32 %70, 16, !dbg !259
  store i32 %73, ptr %3, align 4, !dbg !259
  %74 = icmp ult i32 %70, -15, !dbg !259
  br i1 %74, label %75, label %79, !dbg !259

75:                                               ; preds = %72
  %76 = load ptr, ptr %4, align 8, !dbg !259
  %77 = sext i32 %70 to i64, !dbg !259
  %78 = getelementptr inbounds i8, ptr %76, i64 %77, !dbg !259
  br label %82, !dbg !259

79:                                               ; preds = %72, %69
  %80 = load ptr, ptr %1, align 8, !dbg !259
  %81 = getelementptr inbounds i8, ptr %80, i64 8, !dbg !259
  store ptr %81, ptr %1, align 8, !dbg !259
  br label %82, !dbg !259

82:                                               ; preds = %79, %75
  %83 = phi ptr [ %78, %75 ], [ %80, %79 ], !dbg !259
  %84 = load double, ptr %83, align 8, !dbg !259, !tbaa !282
  %85 = fmul double %84, 1.600000e+01, !dbg !259
  %86 = fptosi double %85 to i64, !dbg !259
    #dbg_value(i64 %9, !262, !DIExpression(), !284)
    #dbg_value(i64 %86, !267, !DIExpression(), !284)
  %87 = mul i64 %9, 1000003, !dbg !286
  %88 = xor i64 %87, %86, !dbg !287
    #dbg_value(i64 %88, !193, !DIExpression(), !251)
  br label %365, !dbg !259

89:                                               ; preds = %7
  %90 = load i32, ptr %3, align 4, !dbg !259
  %91 = icmp sgt i32 %90, -1, !dbg !259
  br i1 %91, label %99, label %92, !dbg !259

92:                                               ; preds = %89
  %93 = add nsw i32 %90, 16, !dbg !259
  store i32 %93, ptr %3, align 4, !dbg !259
  %94 = icmp ult i32 %90, -15, !dbg !259
  br i1 %94, label %95, label %99, !dbg !259

95:                                               ; preds = %92
  %96 = load ptr, ptr %4, align 8, !dbg !259
  %97 = sext i32 %90 to i64, !dbg !259
  %98 = getelementptr inbounds i8, ptr %96, i64 %97, !dbg !259
  br label %102, !dbg !259

99:                                               ; preds = %92, %89
  %100 = load ptr, ptr %1, align 8, !dbg !259
  %101 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !259
  store ptr %101, ptr %1, align 8, !dbg !259
  br label %102, !dbg !259

102:                                              ; preds = %99, %95
  %103 = phi ptr [ %98, %95 ], [ %100, %99 ], !dbg !259
  %104 = load double, ptr %103, align 8, !dbg !259, !tbaa !282
  %105 = fmul double %104, 1.600000e+01, !dbg !259
  %106 = fptosi double %105 to i64, !dbg !259
  %107 = add i64 %106, 1, !dbg !259
    #dbg_value(i64 %9, !262, !DIExpression(), !288)
    #dbg_value(i64 %107, !267, !DIExpression(), !288)
  %108 = mul i64 %9, 1000003, !dbg !290
  %109 = xor i64 %107, %108, !dbg !291
    #dbg_value(i64 %109, !193, !DIExpression(), !251)
  br label %365, !dbg !259

110:                                              ; preds = %7
  %111 = load i32, ptr %3, align 4, !dbg !259
  %112 = icmp sgt i32 %111, -1, !dbg !259
  br i1 %112, label %120, label %113, !dbg !259

113:                                              ; preds = %110
  %114 = add nsw i32 %111, 16, !dbg !259
  store i32 %114, ptr %3, align 4, !dbg !259
  %115 = icmp ult i32 %111, -15, !dbg !259
  br i1 %115, label %116, label %120, !dbg !259

116:                                              ; preds = %113
  %117 = load ptr, ptr %4, align 8, !dbg !259
  %118 = sext i32 %111 to i64, !dbg !259
  %119 = getelementptr inbounds i8, ptr %117, i64 %118, !dbg !259
  br label %125, !dbg !259

120:                                              ; preds = %113, %110
  %121 = load ptr, ptr %1, align 8, !dbg !259
  %122 = getelementptr inbounds i8, ptr %121, i64 15, !dbg !259
  %123 = tail call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %122, i64 -16), !dbg !259
  %124 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !259
  store ptr %124, ptr %1, align 8, !dbg !259
  br label %125, !dbg !259

125:                                              ; preds = %120, %116
  %126 = phi ptr [ %119, %116 ], [ %123, %120 ], !dbg !259
  %127 = load fp128, ptr %126, align 16, !dbg !259, !tbaa !292
  %128 = fmul fp128 %127, 0xL00000000000000004003000000000000, !dbg !259
  %129 = fptosi fp128 %128 to i64, !dbg !259
  %130 = add i64 %129, 2, !dbg !259
    #dbg_value(i64 %9, !262, !DIExpression(), !294)
    #dbg_value(i64 %130, !267, !DIExpression(), !294)
  %131 = mul i64 %9, 1000003, !dbg !296
  %132 = xor i64 %130, %131, !dbg !297
    #dbg_value(i64 %132, !193, !DIExpression(), !251)
  br label %365, !dbg !259

133:                                              ; preds = %7
  %134 = load i32, ptr %5, align 8, !dbg !298
  %135 = icmp sgt i32 %134, -1, !dbg !298
  br i1 %135, label %145, label %136, !dbg !298

136:                                              ; preds = %133
  %137 = add nsw i32 %134, 15, !dbg !298
  %138 = and i32 %137, -16, !dbg !298
  %139 = add i32 %138, 16, !dbg !298
  store i32 %139, ptr %5, align 8, !dbg !298
  %140 = icmp slt i32 %139, 1, !dbg !298
  br i1 %140, label %141, label %145, !dbg !298

141:                                              ; preds = %136
  %142 = load ptr, ptr %6, align 8, !dbg !298
  %143 = sext i32 %138 to i64, !dbg !298
  %144 = getelementptr inbounds i8, ptr %142, i64 %143, !dbg !298
  br label %150, !dbg !298

145:                                              ; preds = %136, %133
  %146 = load ptr, ptr %1, align 8, !dbg !298
  %147 = getelementptr inbounds i8, ptr %146, i64 15, !dbg !298
  %148 = tail call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %147, i64 -16), !dbg !298
  %149 = getelementptr inbounds i8, ptr %148, i64 16, !dbg !298
  store ptr %149, ptr %1, align 8, !dbg !298
  br label %150, !dbg !298

150:                                              ; preds = %145, %141
  %151 = phi ptr [ %144, %141 ], [ %148, %145 ], !dbg !298
  %152 = load i128, ptr %151, align 8, !dbg !298, !tbaa !299
    #dbg_value(i128 %152, !196, !DIExpression(), !301)
  %153 = trunc i128 %152 to i64, !dbg !298
    #dbg_value(i64 %9, !262, !DIExpression(), !302)
    #dbg_value(i64 %153, !267, !DIExpression(), !302)
  %154 = mul i64 %9, 1000003, !dbg !304
  %155 = xor i64 %154, %153, !dbg !305
  %156 = lshr i128 %152, 64, !dbg !298
  %157 = trunc nuw i128 %156 to i64, !dbg !298
    #dbg_value(i64 %155, !262, !DIExpression(), !306)
    #dbg_value(i64 %157, !267, !DIExpression(), !306)
  %158 = mul i64 %155, 1000003, !dbg !308
  %159 = xor i64 %158, %157, !dbg !309
    #dbg_value(i64 %159, !193, !DIExpression(), !251)
  br label %365

160:                                              ; preds = %7
  %161 = load i32, ptr %5, align 8, !dbg !310
  %162 = icmp sgt i32 %161, -1, !dbg !310
  br i1 %162, label %170, label %163, !dbg !310

163:                                              ; preds = %160
  %164 = add nsw i32 %161, 8, !dbg !310
  store i32 %164, ptr %5, align 8, !dbg !310
  %165 = icmp ult i32 %161, -7, !dbg !310
  br i1 %165, label %166, label %170, !dbg !310

166:                                              ; preds = %163
  %167 = load ptr, ptr %6, align 8, !dbg !310
  %168 = sext i32 %161 to i64, !dbg !310
  %169 = getelementptr inbounds i8, ptr %167, i64 %168, !dbg !310
  br label %173, !dbg !310

170:                                              ; preds = %163, %160
  %171 = load ptr, ptr %1, align 8, !dbg !310
  %172 = getelementptr inbounds i8, ptr %171, i64 8, !dbg !310
  store ptr %172, ptr %1, align 8, !dbg !310
  br label %173, !dbg !310

173:                                              ; preds = %170, %166
  %174 = phi ptr [ %169, %166 ], [ %171, %170 ], !dbg !310
  %175 = load i8, ptr %174, align 8, !dbg !310
  %176 = getelementptr inbounds i8, ptr %174, i64 1, !dbg !310
  %177 = load i8, ptr %176, align 1, !dbg !310
  %178 = getelementptr inbounds i8, ptr %174, i64 2, !dbg !310
  %179 = load i8, ptr %178, align 2, !dbg !310, !tbaa !256
    #dbg_value(i8 %175, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !311)
    #dbg_value(i8 %177, !201, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !311)
    #dbg_value(i8 %179, !201, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !311)
  %180 = zext i8 %175 to i64, !dbg !310
  %181 = zext i8 %177 to i64, !dbg !310
  %182 = mul nuw nsw i64 %181, 3, !dbg !310
  %183 = add nuw nsw i64 %182, %180, !dbg !310
  %184 = zext i8 %179 to i64, !dbg !310
  %185 = mul nuw nsw i64 %184, 9, !dbg !310
  %186 = add nuw nsw i64 %183, %185, !dbg !310
    #dbg_value(i64 %9, !262, !DIExpression(), !312)
    #dbg_value(i64 %186, !267, !DIExpression(), !312)
  %187 = mul i64 %9, 1000003, !dbg !314
  %188 = xor i64 %186, %187, !dbg !315
    #dbg_value(i64 %188, !193, !DIExpression(), !251)
  br label %365

189:                                              ; preds = %7
  %190 = load i32, ptr %5, align 8, !dbg !316
  %191 = icmp sgt i32 %190, -1, !dbg !316
  br i1 %191, label %199, label %192, !dbg !316

192:                                              ; preds = %189
  %193 = add nsw i32 %190, 16, !dbg !316
  store i32 %193, ptr %5, align 8, !dbg !316
  %194 = icmp ult i32 %190, -15, !dbg !316
  br i1 %194, label %195, label %199, !dbg !316

195:                                              ; preds = %192
  %196 = load ptr, ptr %6, align 8, !dbg !316
  %197 = sext i32 %190 to i64, !dbg !316
  %198 = getelementptr inbounds i8, ptr %196, i64 %197, !dbg !316
  br label %202, !dbg !316

199:                                              ; preds = %192, %189
  %200 = load ptr, ptr %1, align 8, !dbg !316
  %201 = getelementptr inbounds i8, ptr %200, i64 16, !dbg !316
  store ptr %201, ptr %1, align 8, !dbg !316
  br label %202, !dbg !316

202:                                              ; preds = %199, %195
  %203 = phi ptr [ %198, %195 ], [ %200, %199 ], !dbg !316
  %204 = load i64, ptr %203, align 8, !dbg !316, !tbaa !276
  %205 = getelementptr inbounds i8, ptr %203, i64 8, !dbg !316
  %206 = load i64, ptr %205, align 8, !dbg !316, !tbaa !276
    #dbg_value(i64 %204, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !317)
    #dbg_value(i64 %206, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !317)
    #dbg_value(i64 %9, !262, !DIExpression(), !318)
    #dbg_value(i64 %204, !267, !DIExpression(), !318)
  %207 = mul i64 %9, 1000003, !dbg !320
  %208 = xor i64 %204, %207, !dbg !321
    #dbg_value(i64 %208, !262, !DIExpression(), !322)
    #dbg_value(i64 %206, !267, !DIExpression(), !322)
  %209 = mul i64 %208, 1000003, !dbg !324
  %210 = xor i64 %209, %206, !dbg !325
    #dbg_value(i64 %210, !193, !DIExpression(), !251)
  br label %365

211:                                              ; preds = %7
  %212 = load i32, ptr %5, align 8, !dbg !326
  %213 = icmp sgt i32 %212, -1, !dbg !326
  br i1 %213, label %221, label %214, !dbg !326

214:                                              ; preds = %211
  %215 = add nsw i32 %212, 16, !dbg !326
  store i32 %215, ptr %5, align 8, !dbg !326
  %216 = icmp ult i32 %212, -15, !dbg !326
  br i1 %216, label %217, label %221, !dbg !326

217:                                              ; preds = %214
  %218 = load ptr, ptr %6, align 8, !dbg !326
  %219 = sext i32 %212 to i64, !dbg !326
  %220 = getelementptr inbounds i8, ptr %218, i64 %219, !dbg !326
  br label %224, !dbg !326

221:                                              ; preds = %214, %211
  %222 = load ptr, ptr %1, align 8, !dbg !326
  %223 = getelementptr inbounds i8, ptr %222, i64 16, !dbg !326
  store ptr %223, ptr %1, align 8, !dbg !326
  br label %224, !dbg !326

224:                                              ; preds = %221, %217
  %225 = phi ptr [ %220, %217 ], [ %222, %221 ], !dbg !326
  %226 = load double, ptr %225, align 8, !dbg !326, !tbaa !282
  %227 = getelementptr inbounds i8, ptr %225, i64 8, !dbg !326
  %228 = load i64, ptr %227, align 8, !dbg !326, !tbaa !276
    #dbg_value(double %226, !215, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !327)
    #dbg_value(i64 %228, !215, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !327)
  %229 = fmul double %226, 1.600000e+01, !dbg !326
  %230 = fptosi double %229 to i64, !dbg !326
    #dbg_value(i64 %9, !262, !DIExpression(), !328)
    #dbg_value(i64 %230, !267, !DIExpression(), !328)
  %231 = mul i64 %9, 1000003, !dbg !330
  %232 = xor i64 %231, %230, !dbg !331
    #dbg_value(i64 %232, !262, !DIExpression(), !332)
    #dbg_value(i64 %228, !267, !DIExpression(), !332)
  %233 = mul i64 %232, 1000003, !dbg !334
  %234 = xor i64 %233, %228, !dbg !335
    #dbg_value(i64 %234, !193, !DIExpression(), !251)
  br label %365

235:                                              ; preds = %7
  %236 = load i32, ptr %5, align 8, !dbg !336
  %237 = icmp sgt i32 %236, -1, !dbg !336
  br i1 %237, label %245, label %238, !dbg !336

238:                                              ; preds = %235
  %239 = add nsw i32 %236, 8, !dbg !336
  store i32 %239, ptr %5, align 8, !dbg !336
  %240 = icmp ult i32 %236, -7, !dbg !336
  br i1 %240, label %241, label %245, !dbg !336

241:                                              ; preds = %238
  %242 = load ptr, ptr %6, align 8, !dbg !336
  %243 = sext i32 %236 to i64, !dbg !336
  %244 = getelementptr inbounds i8, ptr %242, i64 %243, !dbg !336
  br label %248, !dbg !336

245:                                              ; preds = %238, %235
  %246 = load ptr, ptr %1, align 8, !dbg !336
  %247 = getelementptr inbounds i8, ptr %246, i64 8, !dbg !336
  store ptr %247, ptr %1, align 8, !dbg !336
  br label %248, !dbg !336

248:                                              ; preds = %245, %241
  %249 = phi ptr [ %244, %241 ], [ %246, %245 ], !dbg !336
  %250 = load ptr, ptr %249, align 8, !dbg !336
  %251 = load i64, ptr %250, align 8, !dbg !336
  %252 = getelementptr inbounds i8, ptr %250, i64 8, !dbg !336
  %253 = load i64, ptr %252, align 8, !dbg !336
  %254 = getelementptr inbounds i8, ptr %250, i64 16, !dbg !336
  %255 = load i64, ptr %254, align 8, !dbg !336
  %256 = getelementptr inbounds i8, ptr %250, i64 24, !dbg !336
  %257 = load i64, ptr %256, align 8, !dbg !336
  %258 = getelementptr inbounds i8, ptr %250, i64 32, !dbg !336
  %259 = load i64, ptr %258, align 8, !dbg !336, !tbaa !256
    #dbg_value(i64 %251, !222, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !337)
    #dbg_value(i64 %253, !222, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !337)
    #dbg_value(i64 %255, !222, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !337)
    #dbg_value(i64 %257, !222, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !337)
    #dbg_value(i64 %259, !222, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !337)
    #dbg_value(i32 0, !228, !DIExpression(), !338)
    #dbg_value(i64 %9, !193, !DIExpression(), !251)
    #dbg_value(i64 %9, !193, !DIExpression(), !251)
    #dbg_value(i64 0, !228, !DIExpression(), !338)
    #dbg_value(i64 %9, !262, !DIExpression(), !339)
    #dbg_value(i64 %251, !267, !DIExpression(), !339)
  %260 = mul i64 %9, 1000003, !dbg !342
  %261 = xor i64 %251, %260, !dbg !343
    #dbg_value(i64 %261, !193, !DIExpression(), !251)
    #dbg_value(i64 1, !228, !DIExpression(), !338)
    #dbg_value(i64 %261, !262, !DIExpression(), !339)
    #dbg_value(i64 %253, !267, !DIExpression(), !339)
  %262 = mul i64 %261, 1000003, !dbg !342
  %263 = xor i64 %253, %262, !dbg !343
    #dbg_value(i64 %263, !193, !DIExpression(), !251)
    #dbg_value(i64 2, !228, !DIExpression(), !338)
    #dbg_value(i64 %263, !262, !DIExpression(), !339)
    #dbg_value(i64 %255, !267, !DIExpression(), !339)
  %264 = mul i64 %263, 1000003, !dbg !342
  %265 = xor i64 %255, %264, !dbg !343
    #dbg_value(i64 %265, !193, !DIExpression(), !251)
    #dbg_value(i64 3, !228, !DIExpression(), !338)
    #dbg_value(i64 %265, !262, !DIExpression(), !339)
    #dbg_value(i64 %257, !267, !DIExpression(), !339)
  %266 = mul i64 %265, 1000003, !dbg !342
  %267 = xor i64 %257, %266, !dbg !343
    #dbg_value(i64 %267, !193, !DIExpression(), !251)
    #dbg_value(i64 4, !228, !DIExpression(), !338)
    #dbg_value(i64 %267, !262, !DIExpression(), !339)
    #dbg_value(i64 %259, !267, !DIExpression(), !339)
  %268 = mul i64 %267, 1000003, !dbg !342
  %269 = xor i64 %259, %268, !dbg !343
    #dbg_value(i64 %269, !193, !DIExpression(), !251)
    #dbg_value(i64 5, !228, !DIExpression(), !338)
  br label %365

270:                                              ; preds = %7
  %271 = load i32, ptr %3, align 4, !dbg !344
  %272 = icmp sgt i32 %271, -1, !dbg !344
  br i1 %272, label %282, label %273, !dbg !344

273:                                              ; preds = %270
  %274 = add nsw i32 %271, 48, !dbg !344
  store i32 %274, ptr %3, align 4, !dbg !344
  %275 = icmp ult i32 %271, -47, !dbg !344
  br i1 %275, label %276, label %282, !dbg !344

276:                                              ; preds = %273
  %277 = load ptr, ptr %4, align 8, !dbg !344
  %278 = sext i32 %271 to i64, !dbg !344
  %279 = getelementptr inbounds i8, ptr %277, i64 %278, !dbg !344
  %280 = getelementptr inbounds i8, ptr %279, i64 16, !dbg !344
  %281 = getelementptr inbounds i8, ptr %279, i64 32, !dbg !344
  br label %287, !dbg !344

282:                                              ; preds = %273, %270
  %283 = load ptr, ptr %1, align 8, !dbg !344
  %284 = getelementptr inbounds i8, ptr %283, i64 24, !dbg !344
  store ptr %284, ptr %1, align 8, !dbg !344
  %285 = getelementptr inbounds i8, ptr %283, i64 8
  %286 = getelementptr inbounds i8, ptr %283, i64 16
  br label %287, !dbg !344

287:                                              ; preds = %282, %276
  %288 = phi ptr [ %281, %276 ], [ %286, %282 ]
  %289 = phi ptr [ %280, %276 ], [ %285, %282 ]
  %290 = phi ptr [ %279, %276 ], [ %283, %282 ]
  %291 = load double, ptr %290, align 8, !dbg !344
  %292 = load double, ptr %289, align 8, !dbg !344
  %293 = load double, ptr %288, align 8, !dbg !344
    #dbg_value(double %291, !230, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !345)
    #dbg_value(double %292, !230, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !345)
    #dbg_value(double %293, !230, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !345)
  %294 = fmul double %291, 1.600000e+01, !dbg !344
  %295 = fptosi double %294 to i64, !dbg !344
    #dbg_value(i64 %9, !262, !DIExpression(), !346)
    #dbg_value(i64 %295, !267, !DIExpression(), !346)
  %296 = mul i64 %9, 1000003, !dbg !348
  %297 = xor i64 %296, %295, !dbg !349
  %298 = fmul double %292, 1.600000e+01, !dbg !344
  %299 = fptosi double %298 to i64, !dbg !344
    #dbg_value(i64 %297, !262, !DIExpression(), !350)
    #dbg_value(i64 %299, !267, !DIExpression(), !350)
  %300 = mul i64 %297, 1000003, !dbg !352
  %301 = xor i64 %300, %299, !dbg !353
  %302 = fmul double %293, 1.600000e+01, !dbg !344
  %303 = fptosi double %302 to i64, !dbg !344
    #dbg_value(i64 %301, !262, !DIExpression(), !354)
    #dbg_value(i64 %303, !267, !DIExpression(), !354)
  %304 = mul i64 %301, 1000003, !dbg !356
  %305 = xor i64 %304, %303, !dbg !357
    #dbg_value(i64 %305, !193, !DIExpression(), !251)
  br label %365

306:                                              ; preds = %7
  %307 = load i32, ptr %3, align 4, !dbg !358
  %308 = icmp sgt i32 %307, -1, !dbg !358
  br i1 %308, label %317, label %309, !dbg !358

309:                                              ; preds = %306
  %310 = add nsw i32 %307, 32, !dbg !358
  store i32 %310, ptr %3, align 4, !dbg !358
  %311 = icmp ult i32 %307, -31, !dbg !358
  br i1 %311, label %312, label %317, !dbg !358

312:                                              ; preds = %309
  %313 = load ptr, ptr %4, align 8, !dbg !358
  %314 = sext i32 %307 to i64, !dbg !358
  %315 = getelementptr inbounds i8, ptr %313, i64 %314, !dbg !358
  %316 = getelementptr inbounds i8, ptr %315, i64 16, !dbg !358
  br label %321, !dbg !358

317:                                              ; preds = %309, %306
  %318 = load ptr, ptr %1, align 8, !dbg !358
  %319 = getelementptr inbounds i8, ptr %318, i64 8, !dbg !358
  store ptr %319, ptr %1, align 8, !dbg !358
  %320 = getelementptr inbounds i8, ptr %318, i64 4
  br label %321, !dbg !358

321:                                              ; preds = %317, %312
  %322 = phi ptr [ %316, %312 ], [ %320, %317 ]
  %323 = phi ptr [ %315, %312 ], [ %318, %317 ]
  %324 = load float, ptr %323, align 4, !dbg !358
  %325 = load float, ptr %322, align 4, !dbg !358
    #dbg_value(float %324, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !359)
    #dbg_value(float %325, !237, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !359)
  %326 = fmul float %324, 1.600000e+01, !dbg !358
  %327 = fptosi float %326 to i64, !dbg !358
    #dbg_value(i64 %9, !262, !DIExpression(), !360)
    #dbg_value(i64 %327, !267, !DIExpression(), !360)
  %328 = mul i64 %9, 1000003, !dbg !362
  %329 = xor i64 %328, %327, !dbg !363
  %330 = fmul float %325, 1.600000e+01, !dbg !358
  %331 = fptosi float %330 to i64, !dbg !358
    #dbg_value(i64 %329, !262, !DIExpression(), !364)
    #dbg_value(i64 %331, !267, !DIExpression(), !364)
  %332 = mul i64 %329, 1000003, !dbg !366
  %333 = xor i64 %332, %331, !dbg !367
    #dbg_value(i64 %333, !193, !DIExpression(), !251)
  br label %365

334:                                              ; preds = %7
  %335 = load i32, ptr %3, align 4, !dbg !368
  %336 = icmp sgt i32 %335, -1, !dbg !368
  br i1 %336, label %344, label %337, !dbg !368

337:                                              ; preds = %334
  %338 = add nsw i32 %335, 32, !dbg !368
  store i32 %338, ptr %3, align 4, !dbg !368
  %339 = icmp ult i32 %335, -31, !dbg !368
  br i1 %339, label %340, label %344, !dbg !368

340:                                              ; preds = %337
  %341 = load ptr, ptr %4, align 8, !dbg !368
  %342 = sext i32 %335 to i64, !dbg !368
  %343 = getelementptr inbounds i8, ptr %341, i64 %342, !dbg !368
  br label %349, !dbg !368

344:                                              ; preds = %337, %334
  %345 = load ptr, ptr %1, align 8, !dbg !368
  %346 = getelementptr inbounds i8, ptr %345, i64 15, !dbg !368
  %347 = tail call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %346, i64 -16), !dbg !368
  %348 = getelementptr inbounds i8, ptr %347, i64 32, !dbg !368
  store ptr %348, ptr %1, align 8, !dbg !368
  br label %349, !dbg !368

349:                                              ; preds = %344, %340
  %350 = phi ptr [ %343, %340 ], [ %347, %344 ]
  %351 = load fp128, ptr %350, align 16, !dbg !368
  %352 = getelementptr inbounds i8, ptr %350, i64 16
  %353 = load fp128, ptr %352, align 16, !dbg !368
    #dbg_value(fp128 %351, !244, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !369)
    #dbg_value(fp128 %353, !244, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !369)
  %354 = fmul fp128 %351, 0xL00000000000000004003000000000000, !dbg !368
  %355 = fptosi fp128 %354 to i64, !dbg !368
    #dbg_value(i64 %9, !262, !DIExpression(), !370)
    #dbg_value(i64 %355, !267, !DIExpression(), !370)
  %356 = mul i64 %9, 1000003, !dbg !372
  %357 = xor i64 %356, %355, !dbg !373
  %358 = fmul fp128 %353, 0xL00000000000000004003000000000000, !dbg !368
  %359 = fptosi fp128 %358 to i64, !dbg !368
    #dbg_value(i64 %357, !262, !DIExpression(), !374)
    #dbg_value(i64 %359, !267, !DIExpression(), !374)
  %360 = mul i64 %357, 1000003, !dbg !376
  %361 = xor i64 %360, %359, !dbg !377
    #dbg_value(i64 %361, !193, !DIExpression(), !251)
  br label %365

362:                                              ; preds = %7
  %363 = zext i8 %10 to i32, !dbg !378
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %363), !dbg !259
  br label %368, !dbg !259

365:                                              ; preds = %24, %43, %64, %82, %102, %125, %150, %173, %202, %224, %248, %287, %321, %349
  %366 = phi i64 [ %361, %349 ], [ %333, %321 ], [ %305, %287 ], [ %269, %248 ], [ %234, %224 ], [ %210, %202 ], [ %188, %173 ], [ %159, %150 ], [ %132, %125 ], [ %109, %102 ], [ %88, %82 ], [ %68, %64 ], [ %50, %43 ], [ %29, %24 ], !dbg !254
    #dbg_value(i64 %366, !193, !DIExpression(), !251)
  %367 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !255
    #dbg_value(ptr %367, !194, !DIExpression(), !252)
  br label %7, !dbg !255, !llvm.loop !379

368:                                              ; preds = %7, %362
  %369 = phi i64 [ 0, %362 ], [ %9, %7 ]
  ret i64 %369, !dbg !254
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !381 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @r_vfmt(ptr nocapture noundef readonly %0, ...) #0 !dbg !385 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !394
    #dbg_assign(i1 undef, !390, !DIExpression(), !394, ptr %2, !DIExpression(), !395)
  %3 = alloca %struct.__va_list, align 8, !DIAssignID !396
    #dbg_assign(i1 undef, !391, !DIExpression(), !396, ptr %3, !DIExpression(), !395)
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
    #dbg_value(ptr %0, !389, !DIExpression(), !395)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10, !dbg !397
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10, !dbg !397
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !397
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !397
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10, !dbg !397
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !dbg !397, !tbaa.struct !398
  %6 = call i64 @r_vlist(ptr noundef %0, ptr noundef nonnull %4), !dbg !397
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10, !dbg !397
    #dbg_value(i64 %6, !392, !DIExpression(), !395)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10, !dbg !397
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !dbg !397, !tbaa.struct !398
  %7 = call i64 @r_vlist(ptr noundef %0, ptr noundef nonnull %5), !dbg !397
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10, !dbg !397
    #dbg_value(i64 %7, !393, !DIExpression(), !395)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !397
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !397
  %8 = icmp eq i64 %6, %7, !dbg !401
  br i1 %8, label %11, label %9, !dbg !397

9:                                                ; preds = %1
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i64 noundef %7), !dbg !401
  br label %11, !dbg !401

11:                                               ; preds = %9, %1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10, !dbg !397
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10, !dbg !397
  ret i64 %6, !dbg !397
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @r_vnamed(i32 noundef %0, double noundef %1, fp128 noundef %2, [2 x float] alignstack(8) %3, ...) local_unnamed_addr #6 !dbg !403 {
  %5 = alloca %struct.__va_list, align 8, !DIAssignID !415
    #dbg_assign(i1 undef, !411, !DIExpression(), !415, ptr %5, !DIExpression(), !416)
  %6 = extractvalue [2 x float] %3, 0
  %7 = extractvalue [2 x float] %3, 1
    #dbg_value(float %6, !410, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !416)
    #dbg_value(float %7, !410, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !416)
    #dbg_value(i32 %0, !407, !DIExpression(), !416)
    #dbg_value(double %1, !408, !DIExpression(), !416)
    #dbg_value(fp128 %2, !409, !DIExpression(), !416)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10, !dbg !417
  call void @llvm.va_start.p0(ptr nonnull %5), !dbg !417
  %8 = sext i32 %0 to i64, !dbg !417
  %9 = fmul double %1, 1.600000e+01, !dbg !417
  %10 = fptosi double %9 to i64, !dbg !417
    #dbg_value(i64 %8, !262, !DIExpression(), !418)
    #dbg_value(i64 %10, !267, !DIExpression(), !418)
  %11 = mul nsw i64 %8, 1000003, !dbg !420
  %12 = xor i64 %11, %10, !dbg !421
  %13 = fmul fp128 %2, 0xL00000000000000004003000000000000, !dbg !417
  %14 = fptosi fp128 %13 to i64, !dbg !417
    #dbg_value(i64 %12, !262, !DIExpression(), !422)
    #dbg_value(i64 %14, !267, !DIExpression(), !422)
  %15 = mul i64 %12, 1000003, !dbg !424
  %16 = xor i64 %15, %14, !dbg !425
  %17 = fmul float %6, 1.600000e+01, !dbg !417
  %18 = fptosi float %17 to i64, !dbg !417
    #dbg_value(i64 %16, !262, !DIExpression(), !426)
    #dbg_value(i64 %18, !267, !DIExpression(), !426)
  %19 = mul i64 %16, 1000003, !dbg !428
  %20 = xor i64 %19, %18, !dbg !429
  %21 = fmul float %7, 1.600000e+01, !dbg !417
  %22 = fptosi float %21 to i64, !dbg !417
    #dbg_value(i64 %20, !262, !DIExpression(), !430)
    #dbg_value(i64 %22, !267, !DIExpression(), !430)
  %23 = mul i64 %20, 1000003, !dbg !432
  %24 = xor i64 %23, %22, !dbg !433
    #dbg_value(i64 %24, !412, !DIExpression(), !416)
    #dbg_value(i32 0, !413, !DIExpression(), !434)
    #dbg_value(i32 0, !413, !DIExpression(), !434)
    #dbg_value(i64 %24, !412, !DIExpression(), !416)
  %25 = icmp sgt i32 %0, 0, !dbg !435
  br i1 %25, label %26, label %36, !dbg !437

26:                                               ; preds = %4
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds i8, ptr %5, i64 28
  %29 = getelementptr inbounds i8, ptr %5, i64 16
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %5, i64 24
  %32 = getelementptr inbounds i8, ptr %5, i64 8
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %28, align 4
  %35 = load i32, ptr %31, align 8
  br label %38, !dbg !437

36:                                               ; preds = %71, %4
  %37 = phi i64 [ %24, %4 ], [ %78, %71 ], !dbg !417
  call void @llvm.va_end.p0(ptr nonnull %5), !dbg !417
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10, !dbg !417
  ret i64 %37, !dbg !417

38:                                               ; preds = %26, %71
  %39 = phi i32 [ %35, %26 ], [ %72, %71 ]
  %40 = phi i32 [ %34, %26 ], [ %55, %71 ]
  %41 = phi i32 [ 0, %26 ], [ %79, %71 ]
  %42 = phi i64 [ %24, %26 ], [ %78, %71 ]
  %43 = phi ptr [ %27, %26 ], [ %73, %71 ]
    #dbg_value(i32 %41, !413, !DIExpression(), !434)
    #dbg_value(i64 %42, !412, !DIExpression(), !416)
  %44 = icmp sgt i32 %40, -1, !dbg !435
  br i1 %44, label %51, label %45, !dbg !435

45:                                               ; preds = %38
  %46 = add nsw i32 %40, 16, !dbg !435
  store i32 %46, ptr %28, align 4, !dbg !435, !DIAssignID !438
    #dbg_assign(i32 %46, !411, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !438, ptr %28, !DIExpression(), !416)
  %47 = icmp ult i32 %40, -15, !dbg !435
  br i1 %47, label %48, label %51, !dbg !435

48:                                               ; preds = %45
  %49 = sext i32 %40 to i64, !dbg !435
  %50 = getelementptr inbounds i8, ptr %30, i64 %49, !dbg !435
  br label %54, !dbg !435

51:                                               ; preds = %45, %38
  %52 = phi i32 [ %46, %45 ], [ %40, %38 ]
  %53 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !435
  store ptr %53, ptr %5, align 8, !dbg !435, !DIAssignID !439
    #dbg_assign(ptr %53, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !439, ptr %5, !DIExpression(), !416)
  br label %54, !dbg !435

54:                                               ; preds = %51, %48
  %55 = phi i32 [ %46, %48 ], [ %52, %51 ]
  %56 = phi ptr [ %43, %48 ], [ %53, %51 ]
  %57 = phi ptr [ %50, %48 ], [ %43, %51 ], !dbg !435
  %58 = load double, ptr %57, align 8, !dbg !435, !tbaa !282
  %59 = fmul double %58, 1.600000e+01, !dbg !435
  %60 = fptosi double %59 to i64, !dbg !435
  %61 = icmp sgt i32 %39, -1, !dbg !435
  br i1 %61, label %68, label %62, !dbg !435

62:                                               ; preds = %54
  %63 = add nsw i32 %39, 8, !dbg !435
  store i32 %63, ptr %31, align 8, !dbg !435, !DIAssignID !440
    #dbg_assign(i32 %63, !411, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !440, ptr %31, !DIExpression(), !416)
  %64 = icmp ult i32 %39, -7, !dbg !435
  br i1 %64, label %65, label %68, !dbg !435

65:                                               ; preds = %62
  %66 = sext i32 %39 to i64, !dbg !435
  %67 = getelementptr inbounds i8, ptr %33, i64 %66, !dbg !435
  br label %71, !dbg !435

68:                                               ; preds = %62, %54
  %69 = phi i32 [ %63, %62 ], [ %39, %54 ]
  %70 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !435
  store ptr %70, ptr %5, align 8, !dbg !435, !DIAssignID !441
    #dbg_assign(ptr %70, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !441, ptr %5, !DIExpression(), !416)
  br label %71, !dbg !435

71:                                               ; preds = %68, %65
  %72 = phi i32 [ %63, %65 ], [ %69, %68 ]
  %73 = phi ptr [ %56, %65 ], [ %70, %68 ]
  %74 = phi ptr [ %67, %65 ], [ %56, %68 ], !dbg !435
  %75 = load i64, ptr %74, align 8, !dbg !435, !tbaa !276
  %76 = add i64 %75, %60, !dbg !435
    #dbg_value(i64 %42, !262, !DIExpression(), !442)
    #dbg_value(i64 %76, !267, !DIExpression(), !442)
  %77 = mul i64 %42, 1000003, !dbg !444
  %78 = xor i64 %76, %77, !dbg !445
    #dbg_value(i64 %78, !412, !DIExpression(), !416)
  %79 = add nuw nsw i32 %41, 1, !dbg !435
    #dbg_value(i32 %79, !413, !DIExpression(), !434)
  %80 = icmp eq i32 %79, %0, !dbg !435
  br i1 %80, label %36, label %38, !dbg !437, !llvm.loop !446
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @r_fmt(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ...) local_unnamed_addr #0 !dbg !447 {
  %4 = alloca %struct.__va_list, align 8, !DIAssignID !459
    #dbg_assign(i1 undef, !457, !DIExpression(), !459, ptr %4, !DIExpression(), !460)
  %5 = alloca %struct.__va_list, align 8
    #dbg_value(ptr %0, !454, !DIExpression(), !460)
    #dbg_value(i64 %1, !455, !DIExpression(), !460)
    #dbg_value(ptr %2, !456, !DIExpression(), !460)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10, !dbg !461
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !461
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10, !dbg !461
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !dbg !461, !tbaa.struct !398
  %6 = call i32 @vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull %5) #10, !dbg !461
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10, !dbg !461
    #dbg_value(i32 %6, !458, !DIExpression(), !460)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !461
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10, !dbg !461
  ret i32 %6, !dbg !461
}

; Function Attrs: nofree nounwind
declare !dbg !462 noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define dso_local void @r_say(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #0 !dbg !466 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8, !DIAssignID !472
    #dbg_assign(i1 undef, !471, !DIExpression(), !472, ptr %3, !DIExpression(), !473)
    #dbg_value(ptr %0, !470, !DIExpression(), !473)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10, !dbg !474
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !474
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !474
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10, !dbg !475, !noalias !484
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !dbg !474
    #dbg_value(ptr %0, !481, !DIExpression(), !487)
    #dbg_value(ptr poison, !482, !DIExpression(DW_OP_deref), !487)
  %5 = load ptr, ptr @stdout, align 8, !dbg !488, !tbaa !399, !noalias !484
  %6 = call i32 @vfprintf(ptr noundef %5, ptr noundef %0, ptr noundef nonnull %2) #10, !dbg !475
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10, !dbg !475, !noalias !484
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !474
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10, !dbg !474
  ret void, !dbg !474
}

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_self() local_unnamed_addr #7 !dbg !489 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big, align 16
  %3 = alloca ptr, align 8, !DIAssignID !514
    #dbg_assign(i1 undef, !506, !DIExpression(), !514, ptr %3, !DIExpression(), !515)
  %4 = alloca [200 x i8], align 1, !DIAssignID !516
    #dbg_assign(i1 undef, !509, !DIExpression(), !516, ptr %4, !DIExpression(), !515)
    #dbg_value(i64 0, !493, !DIExpression(), !515)
    #dbg_value(i24 261633, !496, !DIExpression(), !515)
    #dbg_value(i64 -4, !497, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !515)
    #dbg_value(i64 94190070027690, !497, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !515)
    #dbg_value(i64 4618722892845154304, !498, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !515)
    #dbg_value(i64 -7, !498, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !515)
    #dbg_value(i64 8, !499, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !515)
    #dbg_value(i64 9, !499, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !515)
    #dbg_value(i64 -10, !499, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !515)
    #dbg_value(i64 11, !499, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !515)
    #dbg_value(i64 12, !499, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !515)
    #dbg_value(double 1.350000e+01, !500, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !515)
    #dbg_value(double -1.425000e+01, !500, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !515)
    #dbg_value(double 1.512500e+01, !500, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !515)
    #dbg_value(float -1.650000e+01, !501, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !515)
    #dbg_value(float 1.775000e+01, !501, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !515)
    #dbg_value(fp128 0xL00000000000000004003210000000000, !502, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !515)
    #dbg_value(fp128 0xL0000000000000000C003380000000000, !502, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !515)
    #dbg_value(i128 -368934881474191032299, !503, !DIExpression(), !515)
    #dbg_value(i8 -22, !504, !DIExpression(), !515)
    #dbg_value(float 2.350000e+01, !505, !DIExpression(), !515)
  %5 = tail call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12), !dbg !517
    #dbg_value(i64 %5, !495, !DIExpression(), !515)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5, i64 noundef %5), !dbg !517
    #dbg_value(i64 0, !262, !DIExpression(), !518)
    #dbg_value(i64 %5, !267, !DIExpression(), !518)
    #dbg_value(i64 %5, !493, !DIExpression(), !515)
  %7 = tail call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.6, i64 noundef 1, double noundef 5.000000e-01, i64 noundef -2, double noundef 1.500000e+00, i64 noundef 3, double noundef 2.500000e+00, i64 noundef -4, double noundef 3.500000e+00, i64 noundef 5, double noundef 4.500000e+00, i64 noundef 6, double noundef 5.500000e+00, i64 noundef 7, double noundef 6.500000e+00, i64 noundef 8, double noundef 7.500000e+00, i64 noundef 9, double noundef 8.500000e+00, i64 noundef -10, double noundef 9.500000e+00, i64 noundef 11), !dbg !520
    #dbg_value(i64 %7, !495, !DIExpression(), !515)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7, i64 noundef %7), !dbg !520
    #dbg_value(i64 %5, !262, !DIExpression(), !521)
    #dbg_value(i64 %7, !267, !DIExpression(), !521)
  %9 = mul i64 %5, 1000003, !dbg !523
  %10 = xor i64 %7, %9, !dbg !524
    #dbg_value(i64 %10, !493, !DIExpression(), !515)
  %11 = tail call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.8, i32 noundef 234, double noundef 2.350000e+01, fp128 noundef 0xL00000000000000004003840000000000, i128 noundef -368934881474191032299, i32 noundef 25, fp128 noundef 0xL0000000000000000C003A20000000000), !dbg !525
    #dbg_value(i64 %11, !495, !DIExpression(), !515)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9, i64 noundef %11), !dbg !525
    #dbg_value(i64 %10, !262, !DIExpression(), !526)
    #dbg_value(i64 %11, !267, !DIExpression(), !526)
  %13 = mul i64 %10, 1000003, !dbg !528
  %14 = xor i64 %13, %11, !dbg !529
    #dbg_value(i64 %14, !493, !DIExpression(), !515)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10, !dbg !530
  store <2 x i64> <i64 8, i64 9>, ptr %1, align 16, !dbg !530
  %15 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !530
  store <2 x i64> <i64 -10, i64 11>, ptr %15, align 16, !dbg !530
  %16 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !530
  store i64 12, ptr %16, align 16, !dbg !530, !tbaa !256
  %17 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.10, i64 261633, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 4618722892845154304, i64 -7], ptr noundef nonnull %1, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], [2 x fp128] alignstack(16) [fp128 0xL00000000000000004003210000000000, fp128 0xL0000000000000000C003380000000000]), !dbg !530
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10, !dbg !530
    #dbg_value(i64 %17, !495, !DIExpression(), !515)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.11, i64 noundef %17), !dbg !530
    #dbg_value(i64 %14, !262, !DIExpression(), !531)
    #dbg_value(i64 %17, !267, !DIExpression(), !531)
  %19 = mul i64 %14, 1000003, !dbg !533
  %20 = xor i64 %17, %19, !dbg !534
    #dbg_value(i64 %20, !493, !DIExpression(), !515)
  %21 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.12, i128 noundef -368934881474191032299, i32 noundef 27, i128 noundef -368934881474191032299, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], i64 noundef 28, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, double noundef 2.950000e+01), !dbg !535
    #dbg_value(i64 %21, !495, !DIExpression(), !515)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, i64 noundef %21), !dbg !535
    #dbg_value(i64 %20, !262, !DIExpression(), !536)
    #dbg_value(i64 %21, !267, !DIExpression(), !536)
  %23 = mul i64 %20, 1000003, !dbg !538
  %24 = xor i64 %21, %23, !dbg !539
    #dbg_value(i64 %24, !493, !DIExpression(), !515)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10, !dbg !540
  store <2 x i64> <i64 8, i64 9>, ptr %2, align 16, !dbg !540
  %25 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !540
  store <2 x i64> <i64 -10, i64 11>, ptr %25, align 16, !dbg !540
  %26 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !540
  store i64 12, ptr %26, align 16, !dbg !540, !tbaa !256
  %27 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.14, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], ptr noundef nonnull %2, i64 261633, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01]), !dbg !540
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10, !dbg !540
    #dbg_value(i64 %27, !495, !DIExpression(), !515)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.15, i64 noundef %27), !dbg !540
    #dbg_value(i64 %24, !262, !DIExpression(), !541)
    #dbg_value(i64 %27, !267, !DIExpression(), !541)
  %29 = mul i64 %24, 1000003, !dbg !543
  %30 = xor i64 %27, %29, !dbg !544
    #dbg_value(i64 %30, !493, !DIExpression(), !515)
  %31 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.16), !dbg !545
    #dbg_value(i64 %31, !495, !DIExpression(), !515)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.17, i64 noundef %31), !dbg !545
    #dbg_value(i64 %30, !262, !DIExpression(), !546)
    #dbg_value(i64 %31, !267, !DIExpression(), !546)
  %33 = mul i64 %30, 1000003, !dbg !548
  %34 = xor i64 %31, %33, !dbg !549
    #dbg_value(i64 %34, !493, !DIExpression(), !515)
  %35 = call i64 (i32, double, fp128, [2 x float], ...) @r_vnamed(i32 noundef 3, double noundef 3.050000e+01, fp128 noundef 0xL00000000000000004003F40000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6), !dbg !550
    #dbg_value(i64 %35, !495, !DIExpression(), !515)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.18, i64 noundef %35), !dbg !550
    #dbg_value(i64 %34, !262, !DIExpression(), !551)
    #dbg_value(i64 %35, !267, !DIExpression(), !551)
  %37 = mul i64 %34, 1000003, !dbg !553
  %38 = xor i64 %37, %35, !dbg !554
    #dbg_value(i64 %38, !493, !DIExpression(), !515)
  %39 = call i64 (i32, double, fp128, [2 x float], ...) @r_vnamed(i32 noundef 9, double noundef 5.000000e-01, fp128 noundef 0xL0000000000000000BFFE000000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12, double noundef 1.300000e+01, i64 noundef 14, double noundef 1.500000e+01, i64 noundef 16, double noundef 1.700000e+01, i64 noundef 18), !dbg !555
    #dbg_value(i64 %39, !495, !DIExpression(), !515)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, i64 noundef %39), !dbg !555
    #dbg_value(i64 %38, !262, !DIExpression(), !556)
    #dbg_value(i64 %39, !267, !DIExpression(), !556)
  %41 = mul i64 %38, 1000003, !dbg !558
  %42 = xor i64 %41, %39, !dbg !559
    #dbg_value(i64 %42, !493, !DIExpression(), !515)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !560
  store volatile ptr @r_vfmt, ptr %3, align 8, !dbg !561, !tbaa !399, !DIAssignID !562
    #dbg_assign(ptr @r_vfmt, !506, !DIExpression(), !562, ptr %3, !DIExpression(), !515)
  %43 = load volatile ptr, ptr %3, align 8, !dbg !563, !tbaa !399
  %44 = call i64 (ptr, ...) %43(ptr noundef nonnull @.str.20, double noundef 3.250000e+01, i32 noundef 122, i32 noundef -33, double noundef -3.475000e+01) #10, !dbg !563
    #dbg_value(i64 %44, !495, !DIExpression(), !515)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.21, i64 noundef %44), !dbg !563
    #dbg_value(i64 %42, !262, !DIExpression(), !564)
    #dbg_value(i64 %44, !267, !DIExpression(), !564)
  %46 = mul i64 %42, 1000003, !dbg !566
  %47 = xor i64 %44, %46, !dbg !567
    #dbg_value(i64 %47, !493, !DIExpression(), !515)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %4) #10, !dbg !568
  %48 = call i32 (ptr, i64, ptr, ...) @r_fmt(ptr noundef nonnull %4, i64 noundef 200, ptr noundef nonnull @.str.22, i32 noundef -35, i64 noundef 36, double noundef 3.712500e+01, ptr noundef nonnull @.str.23, i32 noundef 81, fp128 noundef 0xL00000000000000004004340000000000, i32 noundef 2748, i64 noundef -39, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00), !dbg !569
    #dbg_value(i32 %48, !513, !DIExpression(), !515)
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %48, ptr noundef nonnull %4), !dbg !570
  %50 = sext i32 %48 to i64, !dbg !571
    #dbg_value(i64 %47, !262, !DIExpression(), !572)
    #dbg_value(i64 %50, !267, !DIExpression(), !572)
  %51 = mul i64 %47, 1000003, !dbg !574
  %52 = xor i64 %51, %50, !dbg !575
    #dbg_value(i64 %52, !493, !DIExpression(), !515)
  call void (ptr, ...) @r_say(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 40, fp128 noundef 0xL000000000000000040044C0000000000, double noundef 4.225000e+01, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8), !dbg !576
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %4) #10, !dbg !577
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !577
  ret i64 %52, !dbg !578
}

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_other() local_unnamed_addr #7 !dbg !579 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big, align 16
  %3 = alloca ptr, align 8, !DIAssignID !597
    #dbg_assign(i1 undef, !594, !DIExpression(), !597, ptr %3, !DIExpression(), !598)
  %4 = alloca [200 x i8], align 1, !DIAssignID !599
    #dbg_assign(i1 undef, !595, !DIExpression(), !599, ptr %4, !DIExpression(), !598)
    #dbg_value(i64 0, !581, !DIExpression(), !598)
    #dbg_value(i24 261633, !584, !DIExpression(), !598)
    #dbg_value(i64 -4, !585, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598)
    #dbg_value(i64 94190070027690, !585, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !598)
    #dbg_value(i64 4618722892845154304, !586, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598)
    #dbg_value(i64 -7, !586, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !598)
    #dbg_value(i64 8, !587, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598)
    #dbg_value(i64 9, !587, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !598)
    #dbg_value(i64 -10, !587, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !598)
    #dbg_value(i64 11, !587, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !598)
    #dbg_value(i64 12, !587, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !598)
    #dbg_value(double 1.350000e+01, !588, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598)
    #dbg_value(double -1.425000e+01, !588, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !598)
    #dbg_value(double 1.512500e+01, !588, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !598)
    #dbg_value(float -1.650000e+01, !589, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !598)
    #dbg_value(float 1.775000e+01, !589, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !598)
    #dbg_value(fp128 0xL00000000000000004003210000000000, !590, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !598)
    #dbg_value(fp128 0xL0000000000000000C003380000000000, !590, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !598)
    #dbg_value(i128 -368934881474191032299, !591, !DIExpression(), !598)
    #dbg_value(i8 -22, !592, !DIExpression(), !598)
    #dbg_value(float 2.350000e+01, !593, !DIExpression(), !598)
  %5 = tail call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12) #10, !dbg !600
    #dbg_value(i64 %5, !583, !DIExpression(), !598)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5, i64 noundef %5), !dbg !600
    #dbg_value(i64 0, !262, !DIExpression(), !601)
    #dbg_value(i64 %5, !267, !DIExpression(), !601)
    #dbg_value(i64 %5, !581, !DIExpression(), !598)
  %7 = tail call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.6, i64 noundef 1, double noundef 5.000000e-01, i64 noundef -2, double noundef 1.500000e+00, i64 noundef 3, double noundef 2.500000e+00, i64 noundef -4, double noundef 3.500000e+00, i64 noundef 5, double noundef 4.500000e+00, i64 noundef 6, double noundef 5.500000e+00, i64 noundef 7, double noundef 6.500000e+00, i64 noundef 8, double noundef 7.500000e+00, i64 noundef 9, double noundef 8.500000e+00, i64 noundef -10, double noundef 9.500000e+00, i64 noundef 11) #10, !dbg !603
    #dbg_value(i64 %7, !583, !DIExpression(), !598)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7, i64 noundef %7), !dbg !603
    #dbg_value(i64 %5, !262, !DIExpression(), !604)
    #dbg_value(i64 %7, !267, !DIExpression(), !604)
  %9 = mul i64 %5, 1000003, !dbg !606
  %10 = xor i64 %7, %9, !dbg !607
    #dbg_value(i64 %10, !581, !DIExpression(), !598)
  %11 = tail call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.8, i32 noundef 234, double noundef 2.350000e+01, fp128 noundef 0xL00000000000000004003840000000000, i128 noundef -368934881474191032299, i32 noundef 25, fp128 noundef 0xL0000000000000000C003A20000000000) #10, !dbg !608
    #dbg_value(i64 %11, !583, !DIExpression(), !598)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9, i64 noundef %11), !dbg !608
    #dbg_value(i64 %10, !262, !DIExpression(), !609)
    #dbg_value(i64 %11, !267, !DIExpression(), !609)
  %13 = mul i64 %10, 1000003, !dbg !611
  %14 = xor i64 %13, %11, !dbg !612
    #dbg_value(i64 %14, !581, !DIExpression(), !598)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10, !dbg !613
  store <2 x i64> <i64 8, i64 9>, ptr %1, align 16, !dbg !613
  %15 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !613
  store <2 x i64> <i64 -10, i64 11>, ptr %15, align 16, !dbg !613
  %16 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !613
  store i64 12, ptr %16, align 16, !dbg !613, !tbaa !256
  %17 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.10, i64 261633, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 4618722892845154304, i64 -7], ptr noundef nonnull %1, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], [2 x fp128] alignstack(16) [fp128 0xL00000000000000004003210000000000, fp128 0xL0000000000000000C003380000000000]) #10, !dbg !613
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10, !dbg !613
    #dbg_value(i64 %17, !583, !DIExpression(), !598)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.11, i64 noundef %17), !dbg !613
    #dbg_value(i64 %14, !262, !DIExpression(), !614)
    #dbg_value(i64 %17, !267, !DIExpression(), !614)
  %19 = mul i64 %14, 1000003, !dbg !616
  %20 = xor i64 %17, %19, !dbg !617
    #dbg_value(i64 %20, !581, !DIExpression(), !598)
  %21 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.12, i128 noundef -368934881474191032299, i32 noundef 27, i128 noundef -368934881474191032299, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], i64 noundef 28, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, double noundef 2.950000e+01) #10, !dbg !618
    #dbg_value(i64 %21, !583, !DIExpression(), !598)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, i64 noundef %21), !dbg !618
    #dbg_value(i64 %20, !262, !DIExpression(), !619)
    #dbg_value(i64 %21, !267, !DIExpression(), !619)
  %23 = mul i64 %20, 1000003, !dbg !621
  %24 = xor i64 %21, %23, !dbg !622
    #dbg_value(i64 %24, !581, !DIExpression(), !598)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10, !dbg !623
  store <2 x i64> <i64 8, i64 9>, ptr %2, align 16, !dbg !623
  %25 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !623
  store <2 x i64> <i64 -10, i64 11>, ptr %25, align 16, !dbg !623
  %26 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !623
  store i64 12, ptr %26, align 16, !dbg !623, !tbaa !256
  %27 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.14, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], ptr noundef nonnull %2, i64 261633, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01]) #10, !dbg !623
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10, !dbg !623
    #dbg_value(i64 %27, !583, !DIExpression(), !598)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.15, i64 noundef %27), !dbg !623
    #dbg_value(i64 %24, !262, !DIExpression(), !624)
    #dbg_value(i64 %27, !267, !DIExpression(), !624)
  %29 = mul i64 %24, 1000003, !dbg !626
  %30 = xor i64 %27, %29, !dbg !627
    #dbg_value(i64 %30, !581, !DIExpression(), !598)
  %31 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.16) #10, !dbg !628
    #dbg_value(i64 %31, !583, !DIExpression(), !598)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.17, i64 noundef %31), !dbg !628
    #dbg_value(i64 %30, !262, !DIExpression(), !629)
    #dbg_value(i64 %31, !267, !DIExpression(), !629)
  %33 = mul i64 %30, 1000003, !dbg !631
  %34 = xor i64 %31, %33, !dbg !632
    #dbg_value(i64 %34, !581, !DIExpression(), !598)
  %35 = call i64 (i32, double, fp128, [2 x float], ...) @g_vnamed(i32 noundef 3, double noundef 3.050000e+01, fp128 noundef 0xL00000000000000004003F40000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6) #10, !dbg !633
    #dbg_value(i64 %35, !583, !DIExpression(), !598)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.18, i64 noundef %35), !dbg !633
    #dbg_value(i64 %34, !262, !DIExpression(), !634)
    #dbg_value(i64 %35, !267, !DIExpression(), !634)
  %37 = mul i64 %34, 1000003, !dbg !636
  %38 = xor i64 %37, %35, !dbg !637
    #dbg_value(i64 %38, !581, !DIExpression(), !598)
  %39 = call i64 (i32, double, fp128, [2 x float], ...) @g_vnamed(i32 noundef 9, double noundef 5.000000e-01, fp128 noundef 0xL0000000000000000BFFE000000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12, double noundef 1.300000e+01, i64 noundef 14, double noundef 1.500000e+01, i64 noundef 16, double noundef 1.700000e+01, i64 noundef 18) #10, !dbg !638
    #dbg_value(i64 %39, !583, !DIExpression(), !598)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, i64 noundef %39), !dbg !638
    #dbg_value(i64 %38, !262, !DIExpression(), !639)
    #dbg_value(i64 %39, !267, !DIExpression(), !639)
  %41 = mul i64 %38, 1000003, !dbg !641
  %42 = xor i64 %41, %39, !dbg !642
    #dbg_value(i64 %42, !581, !DIExpression(), !598)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !643
  store volatile ptr @g_vfmt, ptr %3, align 8, !dbg !644, !tbaa !399, !DIAssignID !645
    #dbg_assign(ptr @g_vfmt, !594, !DIExpression(), !645, ptr %3, !DIExpression(), !598)
  %43 = load volatile ptr, ptr %3, align 8, !dbg !646, !tbaa !399
  %44 = call i64 (ptr, ...) %43(ptr noundef nonnull @.str.20, double noundef 3.250000e+01, i32 noundef 122, i32 noundef -33, double noundef -3.475000e+01) #10, !dbg !646
    #dbg_value(i64 %44, !583, !DIExpression(), !598)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.21, i64 noundef %44), !dbg !646
    #dbg_value(i64 %42, !262, !DIExpression(), !647)
    #dbg_value(i64 %44, !267, !DIExpression(), !647)
  %46 = mul i64 %42, 1000003, !dbg !649
  %47 = xor i64 %44, %46, !dbg !650
    #dbg_value(i64 %47, !581, !DIExpression(), !598)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %4) #10, !dbg !651
  %48 = call i32 (ptr, i64, ptr, ...) @g_fmt(ptr noundef nonnull %4, i64 noundef 200, ptr noundef nonnull @.str.22, i32 noundef -35, i64 noundef 36, double noundef 3.712500e+01, ptr noundef nonnull @.str.23, i32 noundef 81, fp128 noundef 0xL00000000000000004004340000000000, i32 noundef 2748, i64 noundef -39, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00) #10, !dbg !652
    #dbg_value(i32 %48, !596, !DIExpression(), !598)
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %48, ptr noundef nonnull %4), !dbg !653
  %50 = sext i32 %48 to i64, !dbg !654
    #dbg_value(i64 %47, !262, !DIExpression(), !655)
    #dbg_value(i64 %50, !267, !DIExpression(), !655)
  %51 = mul i64 %47, 1000003, !dbg !657
  %52 = xor i64 %51, %50, !dbg !658
    #dbg_value(i64 %52, !581, !DIExpression(), !598)
  call void (ptr, ...) @g_say(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 40, fp128 noundef 0xL000000000000000040044C0000000000, double noundef 4.225000e+01, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8) #10, !dbg !659
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %4) #10, !dbg !660
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !660
  ret i64 %52, !dbg !661
}

declare !dbg !662 i64 @g_vfmt(ptr noundef, ...) #8

declare !dbg !663 i64 @g_vnamed(i32 noundef, double noundef, fp128 noundef, [2 x float] alignstack(8), ...) local_unnamed_addr #8

declare !dbg !664 i32 @g_fmt(ptr noundef, i64 noundef, ptr noundef, ...) local_unnamed_addr #8

declare !dbg !665 void @g_say(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 !dbg !666 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !673
  %2 = tail call i64 @r_drive_self(), !dbg !674
    #dbg_value(i64 %2, !670, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !675)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.34), !dbg !676
  %4 = tail call i64 @r_drive_other(), !dbg !677
    #dbg_value(i64 %4, !670, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !675)
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.35), !dbg !678
  %6 = tail call i64 @g_drive_other() #10, !dbg !679
    #dbg_value(i64 %6, !670, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !675)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.36), !dbg !680
  %8 = tail call i64 @g_drive_self() #10, !dbg !681
    #dbg_value(i64 %8, !670, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !675)
  %9 = icmp ne i64 %2, %4, !dbg !682
  %10 = icmp ne i64 %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = icmp ne i64 %6, %8
  %13 = select i1 %11, i1 true, i1 %12, !dbg !683
    #dbg_value(i1 %13, !672, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !675)
  %14 = select i1 %13, ptr @.str.33, ptr @.str.32, !dbg !683
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i64 noundef %2, ptr noundef nonnull %14), !dbg !684
  %16 = zext i1 %13 to i32, !dbg !685
  ret i32 %16, !dbg !686
}

declare !dbg !687 i64 @g_drive_other() local_unnamed_addr #8

declare !dbg !688 i64 @g_drive_self() local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare !dbg !689 noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!139}
!llvm.module.flags = !{!162, !163, !164, !165, !166, !167, !168, !169}
!llvm.ident = !{!170}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/varargs.h", directory: ".", checksumkind: CSK_MD5, checksum: "43c63baa8f51c3b2d9b41b56291f2968")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !19, line: 15, type: !20, isLocal: true, isDefinition: true)
!19 = !DIFile(filename: "tests/run/aarch64/varargs_drive.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b0acb29217de41f9c72ead0a36498d4")
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 13)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !19, line: 15, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 19)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !19, line: 15, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 66)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !19, line: 16, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 22)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !19, line: 16, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1080, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 135)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !19, line: 18, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 7)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !19, line: 18, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 53)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !19, line: 19, type: !14, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !19, line: 19, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 54)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !19, line: 20, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 18)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !19, line: 20, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 952, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 119)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !19, line: 22, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 9)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !19, line: 22, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 488, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 61)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !19, line: 23, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 1)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !19, line: 23, type: !3, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !19, line: 24, type: !77, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !19, line: 25, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 976, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 122)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !19, line: 28, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 5)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !19, line: 28, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 35)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !19, line: 30, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 57)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !19, line: 31, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 4)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !19, line: 33, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 16)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !19, line: 35, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 46)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !19, line: 35, type: !111, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !128, line: 28, type: !129, isLocal: true, isDefinition: true)
!128 = !DIFile(filename: "tests/run/aarch64/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "bc6d3f2bd8b6b3d946adf9654dd74c67")
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 20)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !128, line: 28, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 6)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !128, line: 28, type: !45, isLocal: true, isDefinition: true)
!139 = distinct !DICompileUnit(language: DW_LANG_C11, file: !128, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !140, globals: !147, splitDebugInlining: false, nameTableKind: None)
!140 = !{!141, !143, !144, !145, !146, !142}
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 14, baseType: !142)
!142 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!143 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!144 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!145 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!146 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!147 = !{!0, !7, !12, !17, !23, !28, !33, !38, !43, !48, !53, !55, !60, !65, !70, !75, !80, !85, !87, !89, !94, !99, !104, !109, !114, !119, !124, !148, !150, !155, !157, !126, !132, !137}
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !128, line: 19, type: !116, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !128, line: 21, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 14)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !128, line: 23, type: !152, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !128, line: 25, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 12)
!162 = !{i32 7, !"Dwarf Version", i32 5}
!163 = !{i32 2, !"Debug Info Version", i32 3}
!164 = !{i32 1, !"wchar_size", i32 4}
!165 = !{i32 8, !"PIC Level", i32 2}
!166 = !{i32 7, !"PIE Level", i32 2}
!167 = !{i32 7, !"uwtable", i32 2}
!168 = !{i32 7, !"frame-pointer", i32 1}
!169 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!170 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!171 = distinct !DISubprogram(name: "r_vlist", scope: !2, file: !2, line: 28, type: !172, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !190)
!172 = !DISubroutineType(types: !173)
!173 = !{!141, !174, !176}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !177, line: 52, baseType: !178)
!177 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !179, line: 12, baseType: !180)
!179 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !128, baseType: !181)
!181 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !182)
!182 = !{!183, !185, !186, !187, !189}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !181, file: !128, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !181, file: !128, baseType: !184, size: 64, offset: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !181, file: !128, baseType: !184, size: 64, offset: 128)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !181, file: !128, baseType: !188, size: 32, offset: 192)
!188 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !181, file: !128, baseType: !188, size: 32, offset: 224)
!190 = !{!191, !192, !193, !194, !196, !201, !209, !215, !222, !228, !230, !237, !244}
!191 = !DILocalVariable(name: "fmt", arg: 1, scope: !171, file: !2, line: 28, type: !174)
!192 = !DILocalVariable(name: "ap", arg: 2, scope: !171, file: !2, line: 28, type: !176)
!193 = !DILocalVariable(name: "h", scope: !171, file: !2, line: 28, type: !141)
!194 = !DILocalVariable(name: "f", scope: !195, file: !2, line: 28, type: !174)
!195 = distinct !DILexicalBlock(scope: !171, file: !2, line: 28, column: 44)
!196 = !DILocalVariable(name: "q", scope: !197, file: !2, line: 28, type: !145)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 28, column: 44)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 28, column: 44)
!200 = distinct !DILexicalBlock(scope: !195, file: !2, line: 28, column: 44)
!201 = !DILocalVariable(name: "s", scope: !202, file: !2, line: 28, type: !203)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!203 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !2, line: 7, size: 24, elements: !204)
!204 = !{!205}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !203, file: !2, line: 7, baseType: !206, size: 24)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: 3)
!209 = !DILocalVariable(name: "s", scope: !210, file: !2, line: 28, type: !211)
!210 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !2, line: 8, size: 128, elements: !212)
!212 = !{!213, !214}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !211, file: !2, line: 8, baseType: !143, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !211, file: !2, line: 8, baseType: !143, size: 64, offset: 64)
!215 = !DILocalVariable(name: "s", scope: !216, file: !2, line: 28, type: !217)
!216 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!217 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MixDL", file: !2, line: 9, size: 128, elements: !218)
!218 = !{!219, !221}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !217, file: !2, line: 9, baseType: !220, size: 64)
!220 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !217, file: !2, line: 9, baseType: !143, size: 64, offset: 64)
!222 = !DILocalVariable(name: "s", scope: !223, file: !2, line: 28, type: !224)
!223 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 10, size: 320, elements: !225)
!225 = !{!226}
!226 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !224, file: !2, line: 10, baseType: !227, size: 320)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 320, elements: !97)
!228 = !DILocalVariable(name: "i", scope: !229, file: !2, line: 28, type: !188)
!229 = distinct !DILexicalBlock(scope: !223, file: !2, line: 28, column: 44)
!230 = !DILocalVariable(name: "s", scope: !231, file: !2, line: 28, type: !232)
!231 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D3", file: !2, line: 11, size: 192, elements: !233)
!233 = !{!234, !235, !236}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !232, file: !2, line: 11, baseType: !220, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !232, file: !2, line: 11, baseType: !220, size: 64, offset: 64)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !232, file: !2, line: 11, baseType: !220, size: 64, offset: 128)
!237 = !DILocalVariable(name: "s", scope: !238, file: !2, line: 28, type: !239)
!238 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F2", file: !2, line: 12, size: 64, elements: !240)
!240 = !{!241, !243}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !239, file: !2, line: 12, baseType: !242, size: 32)
!242 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !239, file: !2, line: 12, baseType: !242, size: 32, offset: 32)
!244 = !DILocalVariable(name: "s", scope: !245, file: !2, line: 28, type: !246)
!245 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 44)
!246 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LD2", file: !2, line: 13, size: 256, elements: !247)
!247 = !{!248, !250}
!248 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !246, file: !2, line: 13, baseType: !249, size: 128)
!249 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !246, file: !2, line: 13, baseType: !249, size: 128, offset: 128)
!251 = !DILocation(line: 0, scope: !171)
!252 = !DILocation(line: 0, scope: !195)
!253 = !DILocation(line: 28, column: 44, scope: !195)
!254 = !DILocation(line: 28, column: 44, scope: !171)
!255 = !DILocation(line: 28, column: 44, scope: !200)
!256 = !{!257, !257, i64 0}
!257 = !{!"omnipotent char", !258, i64 0}
!258 = !{!"Simple C/C++ TBAA"}
!259 = !DILocation(line: 28, column: 44, scope: !198)
!260 = !{!261, !261, i64 0}
!261 = !{!"int", !257, i64 0}
!262 = !DILocalVariable(name: "h", arg: 1, scope: !263, file: !2, line: 15, type: !141)
!263 = distinct !DISubprogram(name: "mixh", scope: !2, file: !2, line: 15, type: !264, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!141, !141, !141}
!266 = !{!262, !267}
!267 = !DILocalVariable(name: "v", arg: 2, scope: !263, file: !2, line: 15, type: !141)
!268 = !DILocation(line: 0, scope: !263, inlinedAt: !269)
!269 = distinct !DILocation(line: 28, column: 44, scope: !198)
!270 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !269)
!271 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !269)
!272 = !DILocation(line: 0, scope: !263, inlinedAt: !273)
!273 = distinct !DILocation(line: 28, column: 44, scope: !198)
!274 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !273)
!275 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !273)
!276 = !{!277, !277, i64 0}
!277 = !{!"long", !257, i64 0}
!278 = !DILocation(line: 0, scope: !263, inlinedAt: !279)
!279 = distinct !DILocation(line: 28, column: 44, scope: !198)
!280 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !279)
!281 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !279)
!282 = !{!283, !283, i64 0}
!283 = !{!"double", !257, i64 0}
!284 = !DILocation(line: 0, scope: !263, inlinedAt: !285)
!285 = distinct !DILocation(line: 28, column: 44, scope: !198)
!286 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !285)
!287 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !285)
!288 = !DILocation(line: 0, scope: !263, inlinedAt: !289)
!289 = distinct !DILocation(line: 28, column: 44, scope: !198)
!290 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !289)
!291 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !289)
!292 = !{!293, !293, i64 0}
!293 = !{!"long double", !257, i64 0}
!294 = !DILocation(line: 0, scope: !263, inlinedAt: !295)
!295 = distinct !DILocation(line: 28, column: 44, scope: !198)
!296 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !295)
!297 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !295)
!298 = !DILocation(line: 28, column: 44, scope: !197)
!299 = !{!300, !300, i64 0}
!300 = !{!"__int128", !257, i64 0}
!301 = !DILocation(line: 0, scope: !197)
!302 = !DILocation(line: 0, scope: !263, inlinedAt: !303)
!303 = distinct !DILocation(line: 28, column: 44, scope: !197)
!304 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !303)
!305 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !303)
!306 = !DILocation(line: 0, scope: !263, inlinedAt: !307)
!307 = distinct !DILocation(line: 28, column: 44, scope: !197)
!308 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !307)
!309 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !307)
!310 = !DILocation(line: 28, column: 44, scope: !202)
!311 = !DILocation(line: 0, scope: !202)
!312 = !DILocation(line: 0, scope: !263, inlinedAt: !313)
!313 = distinct !DILocation(line: 28, column: 44, scope: !202)
!314 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !313)
!315 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !313)
!316 = !DILocation(line: 28, column: 44, scope: !210)
!317 = !DILocation(line: 0, scope: !210)
!318 = !DILocation(line: 0, scope: !263, inlinedAt: !319)
!319 = distinct !DILocation(line: 28, column: 44, scope: !210)
!320 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !319)
!321 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !319)
!322 = !DILocation(line: 0, scope: !263, inlinedAt: !323)
!323 = distinct !DILocation(line: 28, column: 44, scope: !210)
!324 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !323)
!325 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !323)
!326 = !DILocation(line: 28, column: 44, scope: !216)
!327 = !DILocation(line: 0, scope: !216)
!328 = !DILocation(line: 0, scope: !263, inlinedAt: !329)
!329 = distinct !DILocation(line: 28, column: 44, scope: !216)
!330 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !329)
!331 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !329)
!332 = !DILocation(line: 0, scope: !263, inlinedAt: !333)
!333 = distinct !DILocation(line: 28, column: 44, scope: !216)
!334 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !333)
!335 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !333)
!336 = !DILocation(line: 28, column: 44, scope: !223)
!337 = !DILocation(line: 0, scope: !223)
!338 = !DILocation(line: 0, scope: !229)
!339 = !DILocation(line: 0, scope: !263, inlinedAt: !340)
!340 = distinct !DILocation(line: 28, column: 44, scope: !341)
!341 = distinct !DILexicalBlock(scope: !229, file: !2, line: 28, column: 44)
!342 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !340)
!343 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !340)
!344 = !DILocation(line: 28, column: 44, scope: !231)
!345 = !DILocation(line: 0, scope: !231)
!346 = !DILocation(line: 0, scope: !263, inlinedAt: !347)
!347 = distinct !DILocation(line: 28, column: 44, scope: !231)
!348 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !347)
!349 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !347)
!350 = !DILocation(line: 0, scope: !263, inlinedAt: !351)
!351 = distinct !DILocation(line: 28, column: 44, scope: !231)
!352 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !351)
!353 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !351)
!354 = !DILocation(line: 0, scope: !263, inlinedAt: !355)
!355 = distinct !DILocation(line: 28, column: 44, scope: !231)
!356 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !355)
!357 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !355)
!358 = !DILocation(line: 28, column: 44, scope: !238)
!359 = !DILocation(line: 0, scope: !238)
!360 = !DILocation(line: 0, scope: !263, inlinedAt: !361)
!361 = distinct !DILocation(line: 28, column: 44, scope: !238)
!362 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !361)
!363 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !361)
!364 = !DILocation(line: 0, scope: !263, inlinedAt: !365)
!365 = distinct !DILocation(line: 28, column: 44, scope: !238)
!366 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !365)
!367 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !365)
!368 = !DILocation(line: 28, column: 44, scope: !245)
!369 = !DILocation(line: 0, scope: !245)
!370 = !DILocation(line: 0, scope: !263, inlinedAt: !371)
!371 = distinct !DILocation(line: 28, column: 44, scope: !245)
!372 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !371)
!373 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !371)
!374 = !DILocation(line: 0, scope: !263, inlinedAt: !375)
!375 = distinct !DILocation(line: 28, column: 44, scope: !245)
!376 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !375)
!377 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !375)
!378 = !DILocation(line: 28, column: 44, scope: !199)
!379 = distinct !{!379, !253, !253, !380}
!380 = !{!"llvm.loop.mustprogress"}
!381 = !DISubprogram(name: "printf", scope: !177, file: !177, line: 356, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubroutineType(types: !383)
!383 = !{!188, !384, null}
!384 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !174)
!385 = distinct !DISubprogram(name: "r_vfmt", scope: !2, file: !2, line: 53, type: !386, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !388)
!386 = !DISubroutineType(types: !387)
!387 = !{!141, !174, null}
!388 = !{!389, !390, !391, !392, !393}
!389 = !DILocalVariable(name: "fmt", arg: 1, scope: !385, file: !2, line: 53, type: !174)
!390 = !DILocalVariable(name: "ap", scope: !385, file: !2, line: 53, type: !176)
!391 = !DILocalVariable(name: "aq", scope: !385, file: !2, line: 53, type: !176)
!392 = !DILocalVariable(name: "a", scope: !385, file: !2, line: 53, type: !141)
!393 = !DILocalVariable(name: "b", scope: !385, file: !2, line: 53, type: !141)
!394 = distinct !DIAssignID()
!395 = !DILocation(line: 0, scope: !385)
!396 = distinct !DIAssignID()
!397 = !DILocation(line: 53, column: 36, scope: !385)
!398 = !{i64 0, i64 8, !399, i64 8, i64 8, !399, i64 16, i64 8, !399, i64 24, i64 4, !260, i64 28, i64 4, !260}
!399 = !{!400, !400, i64 0}
!400 = !{!"any pointer", !257, i64 0}
!401 = !DILocation(line: 53, column: 36, scope: !402)
!402 = distinct !DILexicalBlock(scope: !385, file: !2, line: 53, column: 36)
!403 = distinct !DISubprogram(name: "r_vnamed", scope: !2, file: !2, line: 66, type: !404, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!141, !188, !220, !249, !239, null}
!406 = !{!407, !408, !409, !410, !411, !412, !413}
!407 = !DILocalVariable(name: "n", arg: 1, scope: !403, file: !2, line: 66, type: !188)
!408 = !DILocalVariable(name: "x", arg: 2, scope: !403, file: !2, line: 66, type: !220)
!409 = !DILocalVariable(name: "y", arg: 3, scope: !403, file: !2, line: 66, type: !249)
!410 = !DILocalVariable(name: "g", arg: 4, scope: !403, file: !2, line: 66, type: !239)
!411 = !DILocalVariable(name: "ap", scope: !403, file: !2, line: 66, type: !176)
!412 = !DILocalVariable(name: "h", scope: !403, file: !2, line: 66, type: !141)
!413 = !DILocalVariable(name: "i", scope: !414, file: !2, line: 66, type: !188)
!414 = distinct !DILexicalBlock(scope: !403, file: !2, line: 66, column: 66)
!415 = distinct !DIAssignID()
!416 = !DILocation(line: 0, scope: !403)
!417 = !DILocation(line: 66, column: 66, scope: !403)
!418 = !DILocation(line: 0, scope: !263, inlinedAt: !419)
!419 = distinct !DILocation(line: 66, column: 66, scope: !403)
!420 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !419)
!421 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !419)
!422 = !DILocation(line: 0, scope: !263, inlinedAt: !423)
!423 = distinct !DILocation(line: 66, column: 66, scope: !403)
!424 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !423)
!425 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !423)
!426 = !DILocation(line: 0, scope: !263, inlinedAt: !427)
!427 = distinct !DILocation(line: 66, column: 66, scope: !403)
!428 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !427)
!429 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !427)
!430 = !DILocation(line: 0, scope: !263, inlinedAt: !431)
!431 = distinct !DILocation(line: 66, column: 66, scope: !403)
!432 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !431)
!433 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !431)
!434 = !DILocation(line: 0, scope: !414)
!435 = !DILocation(line: 66, column: 66, scope: !436)
!436 = distinct !DILexicalBlock(scope: !414, file: !2, line: 66, column: 66)
!437 = !DILocation(line: 66, column: 66, scope: !414)
!438 = distinct !DIAssignID()
!439 = distinct !DIAssignID()
!440 = distinct !DIAssignID()
!441 = distinct !DIAssignID()
!442 = !DILocation(line: 0, scope: !263, inlinedAt: !443)
!443 = distinct !DILocation(line: 66, column: 66, scope: !436)
!444 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !443)
!445 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !443)
!446 = distinct !{!446, !437, !437, !380}
!447 = distinct !DISubprogram(name: "r_fmt", scope: !2, file: !2, line: 75, type: !448, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !453)
!448 = !DISubroutineType(types: !449)
!449 = !{!188, !450, !451, !174, null}
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !452, line: 18, baseType: !142)
!452 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!453 = !{!454, !455, !456, !457, !458}
!454 = !DILocalVariable(name: "buf", arg: 1, scope: !447, file: !2, line: 75, type: !450)
!455 = !DILocalVariable(name: "size", arg: 2, scope: !447, file: !2, line: 75, type: !451)
!456 = !DILocalVariable(name: "f", arg: 3, scope: !447, file: !2, line: 75, type: !174)
!457 = !DILocalVariable(name: "ap", scope: !447, file: !2, line: 75, type: !176)
!458 = !DILocalVariable(name: "n", scope: !447, file: !2, line: 75, type: !188)
!459 = distinct !DIAssignID()
!460 = !DILocation(line: 0, scope: !447)
!461 = !DILocation(line: 75, column: 57, scope: !447)
!462 = !DISubprogram(name: "vsnprintf", scope: !177, file: !177, line: 382, type: !463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!188, !465, !451, !384, !178}
!465 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !450)
!466 = distinct !DISubprogram(name: "r_say", scope: !2, file: !2, line: 83, type: !467, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !469)
!467 = !DISubroutineType(types: !468)
!468 = !{null, !174, null}
!469 = !{!470, !471}
!470 = !DILocalVariable(name: "f", arg: 1, scope: !466, file: !2, line: 83, type: !174)
!471 = !DILocalVariable(name: "ap", scope: !466, file: !2, line: 83, type: !176)
!472 = distinct !DIAssignID()
!473 = !DILocation(line: 0, scope: !466)
!474 = !DILocation(line: 83, column: 34, scope: !466)
!475 = !DILocation(line: 41, column: 10, scope: !476, inlinedAt: !483)
!476 = distinct !DISubprogram(name: "vprintf", scope: !477, file: !477, line: 39, type: !478, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !480)
!477 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!478 = !DISubroutineType(types: !479)
!479 = !{!188, !384, !178}
!480 = !{!481, !482}
!481 = !DILocalVariable(name: "__fmt", arg: 1, scope: !476, file: !477, line: 39, type: !384)
!482 = !DILocalVariable(name: "__arg", arg: 2, scope: !476, file: !477, line: 39, type: !178)
!483 = distinct !DILocation(line: 83, column: 34, scope: !466)
!484 = !{!485}
!485 = distinct !{!485, !486, !"vprintf: argument 0"}
!486 = distinct !{!486, !"vprintf"}
!487 = !DILocation(line: 0, scope: !476, inlinedAt: !483)
!488 = !DILocation(line: 41, column: 20, scope: !476, inlinedAt: !483)
!489 = distinct !DISubprogram(name: "r_drive_self", scope: !2, file: !2, line: 96, type: !490, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !492)
!490 = !DISubroutineType(types: !491)
!491 = !{!141}
!492 = !{!493, !495, !496, !497, !498, !499, !500, !501, !502, !503, !504, !505, !506, !509, !513}
!493 = !DILocalVariable(name: "t", scope: !494, file: !19, line: 3, type: !141)
!494 = !DILexicalBlockFile(scope: !489, file: !19, discriminator: 0)
!495 = !DILocalVariable(name: "v", scope: !494, file: !19, line: 3, type: !141)
!496 = !DILocalVariable(name: "s3", scope: !494, file: !19, line: 5, type: !203)
!497 = !DILocalVariable(name: "s16", scope: !494, file: !19, line: 6, type: !211)
!498 = !DILocalVariable(name: "mdl", scope: !494, file: !19, line: 7, type: !217)
!499 = !DILocalVariable(name: "big", scope: !494, file: !19, line: 8, type: !224)
!500 = !DILocalVariable(name: "d3", scope: !494, file: !19, line: 9, type: !232)
!501 = !DILocalVariable(name: "f2", scope: !494, file: !19, line: 10, type: !239)
!502 = !DILocalVariable(name: "ld2", scope: !494, file: !19, line: 11, type: !246)
!503 = !DILocalVariable(name: "q", scope: !494, file: !19, line: 12, type: !145)
!504 = !DILocalVariable(name: "c", scope: !494, file: !19, line: 13, type: !4)
!505 = !DILocalVariable(name: "fl", scope: !494, file: !19, line: 14, type: !242)
!506 = !DILocalVariable(name: "vp", scope: !494, file: !19, line: 27, type: !507)
!507 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !508)
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 64)
!509 = !DILocalVariable(name: "buf", scope: !494, file: !19, line: 29, type: !510)
!510 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1600, elements: !511)
!511 = !{!512}
!512 = !DISubrange(count: 200)
!513 = !DILocalVariable(name: "n", scope: !494, file: !19, line: 30, type: !188)
!514 = distinct !DIAssignID()
!515 = !DILocation(line: 0, scope: !494)
!516 = distinct !DIAssignID()
!517 = !DILocation(line: 15, column: 3, scope: !494)
!518 = !DILocation(line: 0, scope: !263, inlinedAt: !519)
!519 = distinct !DILocation(line: 15, column: 3, scope: !494)
!520 = !DILocation(line: 16, column: 3, scope: !494)
!521 = !DILocation(line: 0, scope: !263, inlinedAt: !522)
!522 = distinct !DILocation(line: 16, column: 3, scope: !494)
!523 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !522)
!524 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !522)
!525 = !DILocation(line: 18, column: 3, scope: !494)
!526 = !DILocation(line: 0, scope: !263, inlinedAt: !527)
!527 = distinct !DILocation(line: 18, column: 3, scope: !494)
!528 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !527)
!529 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !527)
!530 = !DILocation(line: 19, column: 3, scope: !494)
!531 = !DILocation(line: 0, scope: !263, inlinedAt: !532)
!532 = distinct !DILocation(line: 19, column: 3, scope: !494)
!533 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !532)
!534 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !532)
!535 = !DILocation(line: 20, column: 3, scope: !494)
!536 = !DILocation(line: 0, scope: !263, inlinedAt: !537)
!537 = distinct !DILocation(line: 20, column: 3, scope: !494)
!538 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !537)
!539 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !537)
!540 = !DILocation(line: 22, column: 3, scope: !494)
!541 = !DILocation(line: 0, scope: !263, inlinedAt: !542)
!542 = distinct !DILocation(line: 22, column: 3, scope: !494)
!543 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !542)
!544 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !542)
!545 = !DILocation(line: 23, column: 3, scope: !494)
!546 = !DILocation(line: 0, scope: !263, inlinedAt: !547)
!547 = distinct !DILocation(line: 23, column: 3, scope: !494)
!548 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !547)
!549 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !547)
!550 = !DILocation(line: 24, column: 3, scope: !494)
!551 = !DILocation(line: 0, scope: !263, inlinedAt: !552)
!552 = distinct !DILocation(line: 24, column: 3, scope: !494)
!553 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !552)
!554 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !552)
!555 = !DILocation(line: 25, column: 3, scope: !494)
!556 = !DILocation(line: 0, scope: !263, inlinedAt: !557)
!557 = distinct !DILocation(line: 25, column: 3, scope: !494)
!558 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !557)
!559 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !557)
!560 = !DILocation(line: 27, column: 3, scope: !494)
!561 = !DILocation(line: 27, column: 18, scope: !494)
!562 = distinct !DIAssignID()
!563 = !DILocation(line: 28, column: 3, scope: !494)
!564 = !DILocation(line: 0, scope: !263, inlinedAt: !565)
!565 = distinct !DILocation(line: 28, column: 3, scope: !494)
!566 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !565)
!567 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !565)
!568 = !DILocation(line: 29, column: 3, scope: !494)
!569 = !DILocation(line: 30, column: 11, scope: !494)
!570 = !DILocation(line: 33, column: 3, scope: !494)
!571 = !DILocation(line: 34, column: 15, scope: !494)
!572 = !DILocation(line: 0, scope: !263, inlinedAt: !573)
!573 = distinct !DILocation(line: 34, column: 7, scope: !494)
!574 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !573)
!575 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !573)
!576 = !DILocation(line: 35, column: 3, scope: !494)
!577 = !DILocation(line: 39, column: 1, scope: !494)
!578 = !DILocation(line: 38, column: 3, scope: !494)
!579 = distinct !DISubprogram(name: "r_drive_other", scope: !2, file: !2, line: 100, type: !490, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !580)
!580 = !{!581, !583, !584, !585, !586, !587, !588, !589, !590, !591, !592, !593, !594, !595, !596}
!581 = !DILocalVariable(name: "t", scope: !582, file: !19, line: 3, type: !141)
!582 = !DILexicalBlockFile(scope: !579, file: !19, discriminator: 0)
!583 = !DILocalVariable(name: "v", scope: !582, file: !19, line: 3, type: !141)
!584 = !DILocalVariable(name: "s3", scope: !582, file: !19, line: 5, type: !203)
!585 = !DILocalVariable(name: "s16", scope: !582, file: !19, line: 6, type: !211)
!586 = !DILocalVariable(name: "mdl", scope: !582, file: !19, line: 7, type: !217)
!587 = !DILocalVariable(name: "big", scope: !582, file: !19, line: 8, type: !224)
!588 = !DILocalVariable(name: "d3", scope: !582, file: !19, line: 9, type: !232)
!589 = !DILocalVariable(name: "f2", scope: !582, file: !19, line: 10, type: !239)
!590 = !DILocalVariable(name: "ld2", scope: !582, file: !19, line: 11, type: !246)
!591 = !DILocalVariable(name: "q", scope: !582, file: !19, line: 12, type: !145)
!592 = !DILocalVariable(name: "c", scope: !582, file: !19, line: 13, type: !4)
!593 = !DILocalVariable(name: "fl", scope: !582, file: !19, line: 14, type: !242)
!594 = !DILocalVariable(name: "vp", scope: !582, file: !19, line: 27, type: !507)
!595 = !DILocalVariable(name: "buf", scope: !582, file: !19, line: 29, type: !510)
!596 = !DILocalVariable(name: "n", scope: !582, file: !19, line: 30, type: !188)
!597 = distinct !DIAssignID()
!598 = !DILocation(line: 0, scope: !582)
!599 = distinct !DIAssignID()
!600 = !DILocation(line: 15, column: 3, scope: !582)
!601 = !DILocation(line: 0, scope: !263, inlinedAt: !602)
!602 = distinct !DILocation(line: 15, column: 3, scope: !582)
!603 = !DILocation(line: 16, column: 3, scope: !582)
!604 = !DILocation(line: 0, scope: !263, inlinedAt: !605)
!605 = distinct !DILocation(line: 16, column: 3, scope: !582)
!606 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !605)
!607 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !605)
!608 = !DILocation(line: 18, column: 3, scope: !582)
!609 = !DILocation(line: 0, scope: !263, inlinedAt: !610)
!610 = distinct !DILocation(line: 18, column: 3, scope: !582)
!611 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !610)
!612 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !610)
!613 = !DILocation(line: 19, column: 3, scope: !582)
!614 = !DILocation(line: 0, scope: !263, inlinedAt: !615)
!615 = distinct !DILocation(line: 19, column: 3, scope: !582)
!616 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !615)
!617 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !615)
!618 = !DILocation(line: 20, column: 3, scope: !582)
!619 = !DILocation(line: 0, scope: !263, inlinedAt: !620)
!620 = distinct !DILocation(line: 20, column: 3, scope: !582)
!621 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !620)
!622 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !620)
!623 = !DILocation(line: 22, column: 3, scope: !582)
!624 = !DILocation(line: 0, scope: !263, inlinedAt: !625)
!625 = distinct !DILocation(line: 22, column: 3, scope: !582)
!626 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !625)
!627 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !625)
!628 = !DILocation(line: 23, column: 3, scope: !582)
!629 = !DILocation(line: 0, scope: !263, inlinedAt: !630)
!630 = distinct !DILocation(line: 23, column: 3, scope: !582)
!631 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !630)
!632 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !630)
!633 = !DILocation(line: 24, column: 3, scope: !582)
!634 = !DILocation(line: 0, scope: !263, inlinedAt: !635)
!635 = distinct !DILocation(line: 24, column: 3, scope: !582)
!636 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !635)
!637 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !635)
!638 = !DILocation(line: 25, column: 3, scope: !582)
!639 = !DILocation(line: 0, scope: !263, inlinedAt: !640)
!640 = distinct !DILocation(line: 25, column: 3, scope: !582)
!641 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !640)
!642 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !640)
!643 = !DILocation(line: 27, column: 3, scope: !582)
!644 = !DILocation(line: 27, column: 18, scope: !582)
!645 = distinct !DIAssignID()
!646 = !DILocation(line: 28, column: 3, scope: !582)
!647 = !DILocation(line: 0, scope: !263, inlinedAt: !648)
!648 = distinct !DILocation(line: 28, column: 3, scope: !582)
!649 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !648)
!650 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !648)
!651 = !DILocation(line: 29, column: 3, scope: !582)
!652 = !DILocation(line: 30, column: 11, scope: !582)
!653 = !DILocation(line: 33, column: 3, scope: !582)
!654 = !DILocation(line: 34, column: 15, scope: !582)
!655 = !DILocation(line: 0, scope: !263, inlinedAt: !656)
!656 = distinct !DILocation(line: 34, column: 7, scope: !582)
!657 = !DILocation(line: 15, column: 42, scope: !263, inlinedAt: !656)
!658 = !DILocation(line: 15, column: 53, scope: !263, inlinedAt: !656)
!659 = !DILocation(line: 35, column: 3, scope: !582)
!660 = !DILocation(line: 39, column: 1, scope: !582)
!661 = !DILocation(line: 38, column: 3, scope: !582)
!662 = !DISubprogram(name: "g_vfmt", scope: !2, file: !2, line: 53, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DISubprogram(name: "g_vnamed", scope: !2, file: !2, line: 66, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DISubprogram(name: "g_fmt", scope: !2, file: !2, line: 75, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DISubprogram(name: "g_say", scope: !2, file: !2, line: 83, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = distinct !DISubprogram(name: "main", scope: !128, file: !128, line: 17, type: !667, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139, retainedNodes: !669)
!667 = !DISubroutineType(types: !668)
!668 = !{!188}
!669 = !{!670, !672}
!670 = !DILocalVariable(name: "r", scope: !666, file: !128, line: 18, type: !671)
!671 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 256, elements: !112)
!672 = !DILocalVariable(name: "ok", scope: !666, file: !128, line: 27, type: !188)
!673 = !DILocation(line: 19, column: 3, scope: !666)
!674 = !DILocation(line: 20, column: 10, scope: !666)
!675 = !DILocation(line: 0, scope: !666)
!676 = !DILocation(line: 21, column: 3, scope: !666)
!677 = !DILocation(line: 22, column: 10, scope: !666)
!678 = !DILocation(line: 23, column: 3, scope: !666)
!679 = !DILocation(line: 24, column: 10, scope: !666)
!680 = !DILocation(line: 25, column: 3, scope: !666)
!681 = !DILocation(line: 26, column: 10, scope: !666)
!682 = !DILocation(line: 27, column: 17, scope: !666)
!683 = !DILocation(line: 28, column: 55, scope: !666)
!684 = !DILocation(line: 28, column: 3, scope: !666)
!685 = !DILocation(line: 29, column: 10, scope: !666)
!686 = !DILocation(line: 29, column: 3, scope: !666)
!687 = !DISubprogram(name: "g_drive_other", scope: !2, file: !2, line: 93, type: !490, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DISubprogram(name: "g_drive_self", scope: !2, file: !2, line: 92, type: !490, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DISubprogram(name: "vfprintf", scope: !177, file: !177, line: 365, type: !690, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!690 = !DISubroutineType(types: !691)
!691 = !{!188, !692, !384, !178}
!692 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !693)
!693 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !694, size: 64)
!694 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !695, line: 7, baseType: !696)
!695 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!696 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !697, line: 49, size: 1728, elements: !698)
!697 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!698 = !{!699, !700, !701, !702, !703, !704, !705, !706, !707, !708, !709, !710, !711, !714, !716, !717, !718, !721, !723, !724, !725, !728, !730, !733, !736, !737, !738, !739, !740}
!699 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !696, file: !697, line: 51, baseType: !188, size: 32)
!700 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !696, file: !697, line: 54, baseType: !450, size: 64, offset: 64)
!701 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !696, file: !697, line: 55, baseType: !450, size: 64, offset: 128)
!702 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !696, file: !697, line: 56, baseType: !450, size: 64, offset: 192)
!703 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !696, file: !697, line: 57, baseType: !450, size: 64, offset: 256)
!704 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !696, file: !697, line: 58, baseType: !450, size: 64, offset: 320)
!705 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !696, file: !697, line: 59, baseType: !450, size: 64, offset: 384)
!706 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !696, file: !697, line: 60, baseType: !450, size: 64, offset: 448)
!707 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !696, file: !697, line: 61, baseType: !450, size: 64, offset: 512)
!708 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !696, file: !697, line: 64, baseType: !450, size: 64, offset: 576)
!709 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !696, file: !697, line: 65, baseType: !450, size: 64, offset: 640)
!710 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !696, file: !697, line: 66, baseType: !450, size: 64, offset: 704)
!711 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !696, file: !697, line: 68, baseType: !712, size: 64, offset: 768)
!712 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !713, size: 64)
!713 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !697, line: 36, flags: DIFlagFwdDecl)
!714 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !696, file: !697, line: 70, baseType: !715, size: 64, offset: 832)
!715 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !696, size: 64)
!716 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !696, file: !697, line: 72, baseType: !188, size: 32, offset: 896)
!717 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !696, file: !697, line: 73, baseType: !188, size: 32, offset: 928)
!718 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !696, file: !697, line: 74, baseType: !719, size: 64, offset: 960)
!719 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !720, line: 152, baseType: !143)
!720 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!721 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !696, file: !697, line: 77, baseType: !722, size: 16, offset: 1024)
!722 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!723 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !696, file: !697, line: 78, baseType: !144, size: 8, offset: 1040)
!724 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !696, file: !697, line: 79, baseType: !82, size: 8, offset: 1048)
!725 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !696, file: !697, line: 81, baseType: !726, size: 64, offset: 1088)
!726 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !727, size: 64)
!727 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !697, line: 43, baseType: null)
!728 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !696, file: !697, line: 89, baseType: !729, size: 64, offset: 1152)
!729 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !720, line: 153, baseType: !143)
!730 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !696, file: !697, line: 91, baseType: !731, size: 64, offset: 1216)
!731 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !732, size: 64)
!732 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !697, line: 37, flags: DIFlagFwdDecl)
!733 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !696, file: !697, line: 92, baseType: !734, size: 64, offset: 1280)
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !735, size: 64)
!735 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !697, line: 38, flags: DIFlagFwdDecl)
!736 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !696, file: !697, line: 93, baseType: !715, size: 64, offset: 1344)
!737 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !696, file: !697, line: 94, baseType: !184, size: 64, offset: 1408)
!738 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !696, file: !697, line: 95, baseType: !451, size: 64, offset: 1472)
!739 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !696, file: !697, line: 96, baseType: !188, size: 32, offset: 1536)
!740 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !696, file: !697, line: 98, baseType: !129, size: 160, offset: 1568)
