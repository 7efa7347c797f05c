// A root class without Foundation: Objective-C metadata and message sends, for the
// Apple triples and the GNUstep runtime in the IR corpus.
__attribute__((objc_root_class)) @interface Root { int x; } + (id)alloc; - (int)val; @end
@implementation Root + (id)alloc { return 0; } - (int)val { return x; } @end
int use(Root* r) { return [r val]; }
